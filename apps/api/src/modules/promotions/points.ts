// Points granted or taken by staff (issue 20 point 5, decision 0761), from the back office or the
// command line (points:grant, points:take): one movement through checkout/points.ts's guarded
// update (never below 0), its reason kept as the memo the member reads on My page, and one audit
// entry, all in one transaction.
import { backOfficeMessages } from '@shop/domain/messages';
import { and, isNull, sql } from 'drizzle-orm';
import { formatPoints } from '@shop/domain/checkout';
import {
  pointMessages,
  type MemberPointsAnswer,
  type PointAdjust,
  type PointAdjustAnswer,
} from '@shop/domain/promotions';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { HttpError } from '../../lib/http-error.ts';
import { badRequest } from '../../lib/http-error.ts';
import { writeAudit } from '../audit/audit-log.ts';
import { movePoints } from '../checkout/points.ts';
import { listPointMovements } from '../orders/service.ts';
import type { PromotionContext } from './coupons.ts';

class RolledBack extends Error {}

/** The member with this e-mail (any case), not one who left; 400 on the field when none. */
async function memberByEmail(db: Database | Transaction, email: string) {
  const [member] = await db
    .select({
      id: users.id,
      email: users.email,
      familyName: users.familyName,
      givenName: users.givenName,
      holdingPoint: users.holdingPoint,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.leftAt)))
    .limit(1);
  if (!member) throw badRequest({ email: pointMessages.memberNotFound });
  const memberName =
    `${member.familyName} ${member.givenName}`.trim() || backOfficeMessages.memberWithoutName;
  return { ...member, memberName, email: member.email ?? email };
}

/** A member's points for staff: the very answer My page's points history reads. */
export async function memberPoints(db: Database, email: string): Promise<MemberPointsAnswer> {
  const member = await memberByEmail(db, email);
  return {
    memberName: member.memberName,
    email: member.email,
    points: await listPointMovements(db, member.id),
  };
}

export async function adjustPoints(
  db: Database,
  input: PointAdjust,
  context: PromotionContext,
): Promise<PointAdjustAnswer> {
  const amount = input.direction === 'grant' ? input.amount : -input.amount;
  let refusal: HttpError | null = null;
  try {
    return await db.transaction(async (tx) => {
      const member = await memberByEmail(tx, input.email);
      const memberName = member.memberName;
      const balance = await movePoints(tx, {
        userId: member.id,
        amount,
        kind: input.direction === 'grant' ? 'granted' : 'revoked',
        memo: input.reason,
        now: context.now,
      });
      if (balance === null) {
        refusal = badRequest({
          amount: pointMessages.overBalance(memberName, formatPoints(member.holdingPoint)),
        });
        throw new RolledBack();
      }
      await writeAudit(tx, {
        actor: context.actor,
        at: context.now,
        action: input.direction === 'grant' ? 'points.grant' : 'points.take',
        subject: { type: 'member', id: member.id },
        before: { holdingPoint: balance - amount },
        after: { holdingPoint: balance, amount, reason: input.reason },
      });
      return { memberName, email: member.email, amount, balance };
    });
  } catch (error) {
    if (error instanceof RolledBack && refusal) throw refusal;
    throw error;
  }
}
