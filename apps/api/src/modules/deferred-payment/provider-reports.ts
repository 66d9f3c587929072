// What the 後払い provider must be told after the shop's own change has committed: each parcel
// shipped (decision 0827: it bills the buyer from then on) and a purchase cancelled before shipping
// (decision 0845: it bills nothing). Each is written as due in the change's own transaction, so it
// is never lost and never holds the change up; it is sent right after the commit
// (sendProviderReportsOf), and one that failed is sent again by the shop's scheduled work after a
// growing wait (nextShipmentReportAt), shown to staff meanwhile. Exactly once: each sending first
// claims what is due for a lease under the payment's lock (a round running alongside skips it), and
// the provider takes a repeated report (the same report_id, the same transaction) as the same one.
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nextShipmentReportAt } from '@shop/domain/deferred-payment';
import { payments } from '../../db/schema.ts';
import {
  deferredPaymentGateway,
  type ShipmentReportAnswer,
} from '../../payments/deferred-payment-gateway.ts';
import {
  deferredPaymentOf,
  readDeferredDetail,
  type DeferredPaymentDetail,
  type ProviderDelivery,
  type ShipmentReport,
} from './state.ts';

/** How long one sending holds a report before another may try it (the provider's timeout and some). */
const SENDING_LEASE_MS = 2 * 60_000;

type Due =
  | { kind: 'shipment'; orderId: string; report: ShipmentReport }
  | { kind: 'cancellation'; report: ProviderDelivery };

const isDue = (report: ProviderDelivery, now: Date) =>
  report.state !== 'sent' && (report.nextAttemptAt === null || new Date(report.nextAttemptAt) <= now);

function deliveriesOf(detail: DeferredPaymentDetail): Due[] {
  const shipments = Object.entries(detail.reports).map(([orderId, report]): Due => ({
    kind: 'shipment',
    orderId,
    report,
  }));
  return detail.cancellation
    ? [{ kind: 'cancellation', report: detail.cancellation }, ...shipments]
    : shipments;
}

/** The detail with one delivery changed. */
function withDelivery(
  detail: DeferredPaymentDetail,
  due: Due,
  change: (report: ProviderDelivery) => ProviderDelivery,
): DeferredPaymentDetail {
  if (due.kind === 'cancellation')
    return detail.cancellation ? { ...detail, cancellation: change(detail.cancellation) } : detail;
  const report = detail.reports[due.orderId];
  if (!report) return detail;
  return { ...detail, reports: { ...detail.reports, [due.orderId]: { ...report, ...change(report) } } };
}

const currentOf = (detail: DeferredPaymentDetail, due: Due): ProviderDelivery | undefined =>
  due.kind === 'cancellation' ? detail.cancellation : detail.reports[due.orderId];

/** Claims the purchase's due deliveries for a lease; answers what to send and the provider's references. */
async function claimDue(app: FastifyInstance, purchaseId: string, now: Date) {
  return app.db.transaction(async (tx) => {
    const payment = await deferredPaymentOf(tx, purchaseId, true);
    if (!payment?.providerReference) return null;
    let detail = readDeferredDetail(payment.detail);
    const due = deliveriesOf(detail).filter((entry) => isDue(entry.report, now));
    if (due.length === 0) return null;
    const lease = new Date(now.getTime() + SENDING_LEASE_MS).toISOString();
    for (const entry of due)
      detail = withDelivery(detail, entry, (report) => ({ ...report, nextAttemptAt: lease }));
    await tx
      .update(payments)
      .set({ detail: { ...detail }, updatedAt: now })
      .where(eq(payments.id, payment.id));
    return { orderNumber: payment.providerReference, transactionId: detail.transactionId, due };
  });
}

/** Records one sending's result under the lock, as read again then. */
async function recordResult(
  app: FastifyInstance,
  purchaseId: string,
  due: Due,
  answer: ShipmentReportAnswer,
) {
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const payment = await deferredPaymentOf(tx, purchaseId, true);
    if (!payment) return;
    const detail = readDeferredDetail(payment.detail);
    const current = currentOf(detail, due);
    if (!current || current.state === 'sent') return;
    const attempts = current.attempts + 1;
    const next = withDelivery(detail, due, (report) =>
      answer.status === 'accepted'
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
            lastError: `${answer.reason}: ${answer.detail}`.slice(0, 300),
          },
    );
    await tx
      .update(payments)
      .set({ detail: { ...next }, updatedAt: now })
      .where(eq(payments.id, payment.id));
  });
}

/** Sends a purchase's due reports; answers how many the provider took. Never throws for the provider. */
export async function sendProviderReports(app: FastifyInstance, purchaseId: string): Promise<number> {
  const claimed = await claimDue(app, purchaseId, app.now());
  if (!claimed) return 0;
  const gateway = deferredPaymentGateway(app);
  let sent = 0;
  for (const due of claimed.due) {
    const answer =
      due.kind === 'cancellation'
        ? await gateway.reportCancellation({
            orderNumber: claimed.orderNumber,
            transactionId: claimed.transactionId,
          })
        : await gateway.reportShipment({
            orderNumber: claimed.orderNumber,
            reportId: due.orderId,
            carrier: due.report.carrier,
            trackingNumber: due.report.trackingNumber,
          });
    if (answer.status === 'accepted') sent += 1;
    else
      app.log.warn(
        { purchaseId, report: due.kind, reason: answer.reason, detail: answer.detail },
        'deferred-payment report failed',
      );
    await recordResult(app, purchaseId, due, answer);
  }
  return sent;
}

/** The scheduled work's round: every 後払い purchase with a report not sent and due. */
export async function sendDueProviderReports(app: FastifyInstance): Promise<{ sent: number }> {
  const now = app.now();
  const rows = await app.db
    .select({ purchaseId: payments.purchaseId, detail: payments.detail })
    .from(payments)
    .where(
      and(
        eq(payments.method, 'gmoab'),
        or(
          sql`jsonb_path_exists(${payments.detail}, '$.reports.* ? (@.state != "sent")')`,
          sql`jsonb_path_exists(${payments.detail}, '$.cancellation ? (@.state != "sent")')`,
        ),
      ),
    )
    .orderBy(payments.purchaseId);
  let sent = 0;
  for (const row of rows) {
    const detail = readDeferredDetail(row.detail);
    if (!deliveriesOf(detail).some((entry) => isDue(entry.report, now))) continue;
    sent += await sendProviderReports(app, row.purchaseId);
  }
  return { sent };
}

/**
 * After a change committed (a ship, a cancellation): the reports of these purchases are sent now.
 * Whatever goes wrong is logged and left to the scheduled work; the change itself has succeeded.
 */
export async function sendProviderReportsOf(
  app: FastifyInstance,
  purchaseIds: readonly string[],
): Promise<void> {
  for (const purchaseId of new Set(purchaseIds)) {
    try {
      await sendProviderReports(app, purchaseId);
    } catch (error) {
      app.log.error({ err: error, purchaseId }, 'deferred-payment report left to the scheduled work');
    }
  }
}

/** The purchases a staff move touched: an order number is its purchase's and a line number (12345678901-1). */
export const purchasesOfMoved = (moved: { moved: readonly { orderId: string }[] }): string[] =>
  moved.moved.map((order) => order.orderId.replace(/-\d+$/, ''));
