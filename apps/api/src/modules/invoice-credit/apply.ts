// A member applies for a credit line (issue 21 point 5, decision 0835): once. The application is
// claimed first, in one conditional write (a new row, or a declined one old enough to apply again),
// so fifty copies of the request at once make one application and one call to the provider; the
// others are answered 409. Then the provider is sent it for screening; if it cannot take it, the
// claim is taken back so the member may simply send the form again.
import { randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import {
  invoiceCreditMessages as messages,
  REAPPLY_AFTER_DAYS,
  type CreditApplication,
  type CreditLineAnswer,
} from '@shop/domain/invoice-credit';
import type { Database } from '../../db/client.ts';
import { creditLines } from '../../db/schema.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type { InvoiceCreditGateway } from '../../payments/invoice-credit-gateway.ts';
import { creditLineAnswer, creditLineRowOf } from './state.ts';

/** The shop's reference for an application: unguessable, as the screening result names it. */
export function creditApplicationId(): string {
  return `kb-${randomBytes(18).toString('base64url')}`;
}

/** Declined this long ago, a member may apply again (a day's margin is kept by mayApply's Tokyo day). */
function reapplyCutoff(now: Date): Date {
  return new Date(now.getTime() - (REAPPLY_AFTER_DAYS - 1) * 24 * 60 * 60 * 1000);
}

async function claimApplication(
  db: Database,
  userId: number,
  application: CreditApplication,
  now: Date,
): Promise<string | null> {
  const applicationId = creditApplicationId();
  const values = {
    status: 'screening' as const,
    applicationId,
    application,
    creditLimit: 0,
    used: 0,
    appliedAt: now,
    decidedAt: null,
    updatedAt: now,
  };
  const [inserted] = await db
    .insert(creditLines)
    .values({ userId, ...values, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: creditLines.id });
  if (inserted) return applicationId;
  const existing = await creditLineRowOf(db, userId);
  if (existing?.status !== 'declined' || !existing.decidedAt) return null;
  if (creditLineAnswer(existing, now).mayApply === false) return null;
  // Conditional on the row still being that declined one: two re-applications at once update it once.
  const [updated] = await db
    .update(creditLines)
    .set(values)
    .where(
      and(
        eq(creditLines.id, existing.id),
        eq(creditLines.status, 'declined'),
        eq(creditLines.applicationId, existing.applicationId),
        lte(creditLines.decidedAt, reapplyCutoff(now)),
      ),
    )
    .returning({ id: creditLines.id });
  return updated ? applicationId : null;
}

/** Why a member cannot apply now, as the 409 says it. */
async function refusal(db: Database, userId: number, now: Date): Promise<HttpError> {
  const line = creditLineAnswer(await creditLineRowOf(db, userId), now).creditLine;
  if (line?.state === 'approved') return conflict(messages.alreadyApproved);
  if (line?.state === 'declined' && line.reapplyFrom) return conflict(messages.reapplyFrom(line.reapplyFrom));
  return conflict(messages.alreadyApplied);
}

export async function applyForCredit(
  context: {
    db: Database;
    now: Date;
    gateway: InvoiceCreditGateway;
    log: { error(o: object, m: string): void };
  },
  userId: number,
  application: CreditApplication,
): Promise<CreditLineAnswer> {
  const { db, now } = context;
  const applicationId = await claimApplication(db, userId, application, now);
  if (applicationId === null) throw await refusal(db, userId, now);
  const sent = await context.gateway.apply({
    applicationId,
    companyName: application.companyName,
    corporateNumber: application.corporateNumber,
    desiredLimit: application.desiredLimit,
  });
  if (!sent.ok) {
    context.log.error(
      { applicationId, reason: sent.reason, detail: sent.detail },
      'credit application not sent',
    );
    // Only this claim, still unanswered: the member may send the form again at once.
    await db
      .delete(creditLines)
      .where(and(eq(creditLines.applicationId, applicationId), eq(creditLines.status, 'screening')));
    throw new HttpError(503, messages.unavailable);
  }
  return creditLineAnswer(await creditLineRowOf(db, userId), now);
}
