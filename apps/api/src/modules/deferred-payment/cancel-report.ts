// 後払い's cancellation report (decision 0845): a purchase cancelled as a whole before shipping is
// told to the provider, which closes the transaction, so the buyer is never invoiced and the
// buyer's line at the provider is freed. Written as due in the cancellation's own transaction
// (from returnCouponsAndPoints, the one step every whole cancellation takes: the customer's, the
// staff's, an expiry), then sent after the commit and retried like the shipping reports
// (provider-reports.ts): the cancellation itself never waits on the provider, nor fails for it.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { PurchaseRow } from '../orders/queries.ts';
import { deferredPaymentOf, readDeferredDetail } from './state.ts';

/**
 * In the cancellation's transaction (purchase locked): the report written as due, once. Nothing for
 * a screening the provider declined (it closed the transaction itself), nor once a parcel was
 * reported (the provider bills from then on; staff change the invoice in its console, decision 0845).
 */
export async function recordCancelReport(tx: Transaction, purchase: PurchaseRow, now: Date): Promise<void> {
  if (purchase.paymentMethod !== 'gmoab') return;
  const payment = await deferredPaymentOf(tx, purchase.purchaseId, true);
  if (!payment?.providerReference) return;
  const detail = readDeferredDetail(payment.detail);
  if (detail.screening === 'declined' || detail.cancellation || Object.keys(detail.reports).length > 0)
    return;
  const cancellation = {
    state: 'pending' as const,
    attempts: 0,
    requestedAt: now.toISOString(),
    nextAttemptAt: now.toISOString(),
    sentAt: null,
    lastError: null,
  };
  await tx
    .update(payments)
    .set({ detail: { ...detail, cancellation }, updatedAt: now })
    .where(eq(payments.id, payment.id));
}
