// 後払い's shipping report (decision 0827): once staff mark an order shipped, the provider is told
// (carrier, tracking number) and bills the buyer from then on. The report is written as due in the
// ship's own transaction (recordShipmentReports, from the one staff move), so it is never lost and
// never holds the ship up; it is sent after the commit (sendShipmentReports), and one that failed
// is sent again by the shop's scheduled work after a growing wait (nextShipmentReportAt), shown to
// staff meanwhile. Exactly once: a report is keyed by its order line (a second click finds it
// there), each sending first claims it for a lease under the purchase's lock (a sweep running
// alongside skips it), and the provider takes a repeated report_id as the same report.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nextShipmentReportAt } from '@shop/domain/deferred-payment';
import type { Transaction } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { deferredPaymentGateway } from '../../payments/deferred-payment-gateway.ts';
import type { OrderRow, PurchaseRow } from '../orders/queries.ts';
import { deferredPaymentOf, readDeferredDetail, type ShipmentReport } from './state.ts';

/** How long one sending holds a report before another may try it (the provider's timeout and some). */
const SENDING_LEASE_MS = 2 * 60_000;

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

const isDue = (report: ShipmentReport, now: Date) =>
  report.state !== 'sent' && (report.nextAttemptAt === null || new Date(report.nextAttemptAt) <= now);

/** Claims the purchase's due reports for a lease; answers what to send and the provider's reference. */
async function claimDue(app: FastifyInstance, purchaseId: string, now: Date) {
  return app.db.transaction(async (tx) => {
    const payment = await deferredPaymentOf(tx, purchaseId, true);
    if (!payment?.providerReference) return null;
    const detail = readDeferredDetail(payment.detail);
    const due = Object.entries(detail.reports).filter(([, report]) => isDue(report, now));
    if (due.length === 0) return null;
    const lease = new Date(now.getTime() + SENDING_LEASE_MS).toISOString();
    const reports = { ...detail.reports };
    for (const [orderId, report] of due) reports[orderId] = { ...report, nextAttemptAt: lease };
    await tx
      .update(payments)
      .set({ detail: { ...detail, reports }, updatedAt: now })
      .where(eq(payments.id, payment.id));
    return { paymentId: payment.id, orderNumber: payment.providerReference, due };
  });
}

/** Records one sending's result under the lock, as read again then. */
async function recordResult(
  app: FastifyInstance,
  purchaseId: string,
  orderId: string,
  result: { ok: true } | { ok: false; detail: string },
) {
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const payment = await deferredPaymentOf(tx, purchaseId, true);
    if (!payment) return;
    const detail = readDeferredDetail(payment.detail);
    const report = detail.reports[orderId];
    if (!report || report.state === 'sent') return;
    const attempts = report.attempts + 1;
    const next: ShipmentReport = result.ok
      ? {
          ...report,
          state: 'sent',
          attempts,
          sentAt: now.toISOString(),
          nextAttemptAt: null,
          lastError: null,
        }
      : {
          ...report,
          state: 'failed',
          attempts,
          nextAttemptAt: nextShipmentReportAt(now, attempts).toISOString(),
          lastError: result.detail.slice(0, 300),
        };
    await tx
      .update(payments)
      .set({ detail: { ...detail, reports: { ...detail.reports, [orderId]: next } }, updatedAt: now })
      .where(eq(payments.id, payment.id));
  });
}

/** Sends a purchase's due reports; answers how many the provider took. Never throws for the provider. */
export async function sendShipmentReports(app: FastifyInstance, purchaseId: string): Promise<number> {
  const claimed = await claimDue(app, purchaseId, app.now());
  if (!claimed) return 0;
  const gateway = deferredPaymentGateway(app);
  let sent = 0;
  for (const [orderId, report] of claimed.due) {
    const answer = await gateway.reportShipment({
      orderNumber: claimed.orderNumber,
      reportId: orderId,
      carrier: report.carrier,
      trackingNumber: report.trackingNumber,
    });
    if (answer.status === 'accepted') {
      sent += 1;
      await recordResult(app, purchaseId, orderId, { ok: true });
    } else {
      app.log.warn(
        { purchaseId, orderId, reason: answer.reason, detail: answer.detail },
        'deferred-payment shipping report failed',
      );
      await recordResult(app, purchaseId, orderId, {
        ok: false,
        detail: `${answer.reason}: ${answer.detail}`,
      });
    }
  }
  return sent;
}

/** The scheduled work's round: every 後払い purchase with a report not sent and due. */
export async function sendDueShipmentReports(app: FastifyInstance): Promise<{ sent: number }> {
  const now = app.now();
  const rows = await app.db
    .select({ purchaseId: payments.purchaseId, detail: payments.detail })
    .from(payments)
    .where(
      and(
        eq(payments.method, 'gmoab'),
        sql`jsonb_path_exists(${payments.detail}, '$.reports.* ? (@.state != "sent")')`,
      ),
    )
    .orderBy(payments.purchaseId);
  let sent = 0;
  for (const row of rows) {
    const detail = readDeferredDetail(row.detail);
    if (!Object.values(detail.reports).some((report) => isDue(report, now))) continue;
    sent += await sendShipmentReports(app, row.purchaseId);
  }
  return { sent };
}

/**
 * After a ship move committed: the reports of the purchases it shipped are sent now. Whatever goes
 * wrong is logged and left to the scheduled work; the move itself has already succeeded.
 */
export async function sendShipmentReportsOf(
  app: FastifyInstance,
  moved: { moved: readonly { orderId: string }[] },
): Promise<void> {
  // An order number is its purchase's number and a line number (12345678901-1).
  const purchaseIds = [...new Set(moved.moved.map((order) => order.orderId.replace(/-\d+$/, '')))];
  for (const purchaseId of purchaseIds) {
    try {
      await sendShipmentReports(app, purchaseId);
    } catch (error) {
      app.log.error(
        { err: error, purchaseId },
        'deferred-payment shipping report left to the scheduled work',
      );
    }
  }
}
