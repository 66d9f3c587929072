// What a 掛け払い order does to the member's limit (decision 0835): taken when the purchase is
// written, in its transaction, by one conditional update (the order takes its amount only while it
// fits what is left), so two purchases at once can never together pass the limit: on PostgreSQL the
// second waits on the row and then sees the first's use; a refused one rolls the purchase back.
// Given back when the purchase is cancelled, by the function every cancellation calls
// (orders/settlement.ts), once: the payment row's conditional move from pending marks it.
import { and, eq, gte, sql } from 'drizzle-orm';
import { invoiceCreditMessages as messages, remainingCredit } from '@shop/domain/invoice-credit';
import type { Transaction } from '../../db/client.ts';
import { creditLines, payments } from '../../db/schema.ts';
import { unprocessable } from '../../lib/http-error.ts';

const FIELD = 'checkout.paymentMethod';

/** Takes `amount` of the member's approved limit; the application it is billed under. */
export async function takeCredit(tx: Transaction, userId: number, amount: number): Promise<string> {
  const [taken] = await tx
    .update(creditLines)
    .set({ used: sql`${creditLines.used} + ${amount}` })
    .where(
      and(
        eq(creditLines.userId, userId),
        eq(creditLines.status, 'approved'),
        gte(sql`${creditLines.creditLimit} - ${creditLines.used}`, amount),
      ),
    )
    .returning({ applicationId: creditLines.applicationId });
  if (taken) return taken.applicationId;
  const [line] = await tx.select().from(creditLines).where(eq(creditLines.userId, userId));
  const message =
    line?.status === 'approved' ? messages.overLimit(remainingCredit(line)) : messages.notApproved;
  throw unprocessable({ [FIELD]: message }, message);
}

/** Gives a cancelled purchase's amount back to the limit; false when it was not held (or already given back). */
export async function releaseCredit(
  tx: Transaction,
  purchase: { purchaseId: string; userId: number },
  now: Date,
): Promise<boolean> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purchaseId, purchase.purchaseId),
        eq(payments.method, 'gmokb'),
        eq(payments.status, 'pending'),
      ),
    )
    .limit(1);
  if (!payment) return false;
  const [released] = await tx
    .update(payments)
    .set({
      status: 'failed',
      detail: { ...(payment.detail as Record<string, unknown> | null), releasedAt: now.toISOString() },
      updatedAt: now,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  if (!released) return false;
  await tx
    .update(creditLines)
    .set({ used: sql`greatest(${creditLines.used} - ${payment.amount}, 0)`, updatedAt: now })
    .where(eq(creditLines.userId, purchase.userId));
  return true;
}
