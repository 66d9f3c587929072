// 後払い's shipping report (decision 0827): once staff mark an order shipped, the provider is told
// (carrier, tracking number) and bills the buyer from then on. The report is written as due in the
// ship's own transaction (recordShipmentReports, from the one staff move), so it is never lost and
// never holds the ship up; it is sent after the commit and retried by the scheduled work
// (provider-reports.ts, shared with the cancellation's report), shown to staff meanwhile. Keyed by
// its order line: a second click finds it there, and the provider takes a repeated report_id as
// the same report.
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { OrderRow, PurchaseRow } from '../orders/queries.ts';
import { deferredPaymentOf, readDeferredDetail } from './state.ts';

/** In the ship's transaction (purchase locked): one due report per order line newly shipped. */
export async function recordShipmentReports(
  tx: Transaction,
  purchase: PurchaseRow,
  shipped: readonly OrderRow[],
  now: Date,
): Promise<void> {
  if (purchase.paymentMethod !== 'gmoab' || shipped.length === 0) return;
  const payment = await deferredPaymentOf(tx, purchase.purchaseId, true);
  if (!payment) return;
  const detail = readDeferredDetail(payment.detail);
  const reports = { ...detail.reports };
  let added = 0;
  for (const order of shipped) {
    if (reports[order.orderId]) continue;
    reports[order.orderId] = {
      carrier: order.deliveryProvider ?? '',
      trackingNumber: order.trackingNumber ?? '',
      state: 'pending',
      attempts: 0,
      requestedAt: now.toISOString(),
      nextAttemptAt: now.toISOString(),
      sentAt: null,
      lastError: null,
    };
    added += 1;
  }
  if (added === 0) return;
  await tx
    .update(payments)
    .set({ detail: { ...detail, reports }, updatedAt: now })
    .where(eq(payments.id, payment.id));
}
