// Coupons made, paused and read by staff (issue 20 point 5, decision 0761). The back office and the
// command line (coupon:create, coupons:list) call these same functions: one rule for a new coupon
// (couponDraftProblems), one audit entry per change, written in the change's transaction.
import { desc, eq } from 'drizzle-orm';
import {
  couponDraftProblems,
  couponMessages,
  couponStatus,
  type CouponDetailAnswer,
  type CouponDraft,
  type CouponEntry,
} from '@shop/domain/promotions';
import { tokyoDate } from '@shop/domain/calendar';
import type { Database } from '../../db/client.ts';
import { couponUses, coupons, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { writeAudit, type AuditActor } from '../audit/audit-log.ts';
import { findCoupon, type CouponRow } from '../checkout/coupons.ts';

export interface PromotionContext {
  now: Date;
  actor: AuditActor;
}

/** What the audit log keeps of a coupon. */
const auditShape = (row: CouponRow) => ({
  code: row.code,
  kind: row.kind,
  amount: row.amount,
  minimumTotal: row.minimumTotal,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  useLimit: row.useLimit,
  oncePerMember: row.oncePerMember,
  paused: row.pausedAt !== null,
});

export function couponEntry(row: CouponRow, now: Date): CouponEntry {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.amount,
    minimumTotal: row.minimumTotal,
    validFrom: row.validFrom?.toISOString() ?? null,
    // Stored as the first instant it no longer works; staff read the last day it does.
    validUntilDay: row.validUntil ? tokyoDate(new Date(row.validUntil.getTime() - 1)) : null,
    useLimit: row.useLimit,
    usedCount: row.usedCount,
    oncePerMember: row.oncePerMember,
    status: couponStatus(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Makes a coupon: 400 with the field's message when a rule refuses it, 409 when the code is taken. */
export async function createCoupon(
  db: Database,
  draft: CouponDraft,
  context: PromotionContext,
): Promise<CouponRow> {
  const problems = couponDraftProblems(draft);
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  return db.transaction(async (tx) => {
    if (await findCoupon(tx, draft.code)) {
      throw badRequest({ code: couponMessages.codeTaken(draft.code) });
    }
    const [row] = await tx
      .insert(coupons)
      .values({ ...draft, createdAt: context.now, updatedAt: context.now })
      .returning();
    if (!row) throw new Error('coupons insert returned no row');
    await writeAudit(tx, {
      actor: context.actor,
      at: context.now,
      action: 'coupon.create',
      subject: { type: 'coupon', id: row.code },
      after: auditShape(row),
    });
    return row;
  });
}

/** Pauses or resumes a coupon; doing what is already done changes nothing and writes nothing. */
export async function setCouponPaused(
  db: Database,
  id: number,
  paused: boolean,
  context: PromotionContext,
): Promise<CouponRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw notFound(couponMessages.notFound);
    if ((row.pausedAt !== null) === paused) return row;
    const [changed] = await tx
      .update(coupons)
      .set({ pausedAt: paused ? context.now : null, updatedAt: context.now })
      .where(eq(coupons.id, id))
      .returning();
    if (!changed) throw conflict();
    await writeAudit(tx, {
      actor: context.actor,
      at: context.now,
      action: paused ? 'coupon.pause' : 'coupon.resume',
      subject: { type: 'coupon', id: row.code },
      before: { paused: !paused },
      after: { paused },
    });
    return changed;
  });
}

/** The newest coupons first. */
export async function listCoupons(db: Database, limit = 200): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.id)).limit(limit);
}

/** A coupon and every use of it: which order, by whom, how much, and whether it was given back. */
export async function couponDetail(db: Database, id: number, now: Date): Promise<CouponDetailAnswer> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw notFound(couponMessages.notFound);
  const uses = await db
    .select({
      purchaseId: couponUses.purchaseId,
      discount: couponUses.discount,
      createdAt: couponUses.createdAt,
      returnedAt: couponUses.returnedAt,
      familyName: users.familyName,
      givenName: users.givenName,
      email: users.email,
    })
    .from(couponUses)
    .innerJoin(users, eq(users.id, couponUses.userId))
    .where(eq(couponUses.couponId, id))
    .orderBy(desc(couponUses.createdAt), desc(couponUses.id));
  return {
    coupon: couponEntry(row, now),
    uses: uses.map((use) => ({
      purchaseId: use.purchaseId,
      discount: use.discount,
      usedAt: use.createdAt.toISOString(),
      returnedAt: use.returnedAt?.toISOString() ?? null,
      memberName: `${use.familyName} ${use.givenName}`.trim(),
      memberEmail: use.email ?? '',
    })),
  };
}
