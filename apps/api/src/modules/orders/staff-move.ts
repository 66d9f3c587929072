// One staff move on the orders of one purchase (decision 0744), shared by the back office and the
// command line: each order through the transition table, the columns the move sets, what the move
// settles (payment confirmed, points earned at delivery, coupon and points back when the whole
// purchase is cancelled) and the customer's mail. Runs inside the caller's transaction, which holds
// the purchase and its orders locked.
import { and, eq, inArray } from 'drizzle-orm';
import { staffMoveMail } from '@shop/domain/back-office';
import { printingNeedsApproval } from '@shop/domain/proofs';
import {
  ORDER_STATUS,
  isCancellationComplete,
  orderStatusLabel,
  type OrderStatus,
} from '@shop/domain/orders';
import type { Transaction } from '../../db/client.ts';
import { payments, purchases } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { enqueueMail, type OutgoingMail } from '../../mail/queue.ts';
import { proofMessages } from '../proofs/messages.ts';
import { latestProofOf } from '../proofs/queries.ts';
import {
  dataCheckedMail,
  memberMailTarget,
  paymentConfirmedMail,
  refundCompletedMail,
  reUploadRequestMail,
  shippedMail,
  shopCancelledMail,
  waitingResponseMail,
  type MailTarget,
} from './order-mails.ts';
import { isPurchaseFullyCancelled, statusOf } from './purchase-rules.ts';
import type { OrderRow, PurchaseRow } from './queries.ts';
import { POINTS_GRANTED_AT_STATUS } from '@shop/domain/checkout';
import { grantEarnedPoints, returnCouponsAndPoints, type Returned } from './settlement.ts';
import { changeOrderStatus } from './status-change.ts';
import { startPaidOrdersWithArtwork } from './artwork-after-payment.ts';
import { recordShipmentReports } from '../deferred-payment/shipment-report.ts';

export interface ParcelShipment {
  carrier: string;
  trackingNumber: string;
}

export interface StaffMoveOptions {
  now: Date;
  publicUrl: string;
  /** Why; quoted in the customer's mail where one is sent, kept in the order's events. */
  memo: string;
  /** Carrier and tracking number of each order moved to shipped, by order number. */
  shipments?: ReadonlyMap<string, ParcelShipment>;
  /**
   * Who the orders' events name: staff, or 'payment' when the provider's own notification moved
   * them (the virtual account's deposit, decision 0825). Staff unless said.
   */
  actor?: 'staff' | 'payment';
}

export interface AppliedMove {
  purchaseId: string;
  moved: { orderId: string; from: number; to: number; label: string }[];
  pointsGranted: number;
  returned: Returned;
  mailsQueued: number;
}

export async function markPaid(tx: Transaction, purchase: PurchaseRow, now: Date): Promise<void> {
  await tx
    .update(purchases)
    .set({ paymentStatus: 'paid', updatedAt: now })
    .where(eq(purchases.id, purchase.id));
  await tx
    .update(payments)
    .set({ status: 'paid', updatedAt: now })
    .where(
      and(eq(payments.purchaseId, purchase.purchaseId), inArray(payments.status, ['pending', 'challenge'])),
    );
}

export async function markRefunded(tx: Transaction, purchase: PurchaseRow, now: Date): Promise<void> {
  await tx
    .update(purchases)
    .set({ paymentStatus: 'refunded', updatedAt: now })
    .where(eq(purchases.id, purchase.id));
  await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(payments.purchaseId, purchase.purchaseId), eq(payments.status, 'paid')));
}

/** The customer's mails for a move: one per parcel when shipped, else one naming every order moved. */
function mailsFor(
  to: OrderStatus,
  target: MailTarget,
  purchase: PurchaseRow,
  changed: OrderRow[],
  options: StaffMoveOptions,
  returned: Returned,
): OutgoingMail[] {
  const first = changed[0];
  if (!first) return [];
  const url = options.publicUrl;
  const named = (rows: OrderRow[]) => ({ ...first, orderId: rows.map((row) => row.orderId).join('、') });
  switch (staffMoveMail(to)) {
    case 'paymentConfirmed':
      return [paymentConfirmedMail(url, target, purchase.purchaseId)];
    case 'dataChecked':
      return [dataCheckedMail(url, target, named(changed))];
    case 'shipped': {
      // Orders with the same tracking number travel in one parcel: one mail names them all.
      const parcels = new Map<string, OrderRow[]>();
      for (const row of changed) {
        const key = `${row.deliveryProvider ?? ''} ${row.trackingNumber ?? ''}`;
        parcels.set(key, [...(parcels.get(key) ?? []), row]);
      }
      return [...parcels.values()].map((rows) =>
        shippedMail(url, target, named(rows), rows[0]?.deliveryProvider ?? '', rows[0]?.trackingNumber ?? ''),
      );
    }
    case 'reUploadRequest':
      return [reUploadRequestMail(url, target, named(changed), options.memo)];
    case 'waitingResponse':
      return [waitingResponseMail(url, target, named(changed), options.memo)];
    case 'shopCancelled':
      return [shopCancelledMail(url, target, named(changed), options.memo)];
    case 'cancelled':
      return [refundCompletedMail(url, target, named(changed), 'none', returned)];
    case null:
      if (to === ORDER_STATUS.paybackedAll)
        return [refundCompletedMail(url, target, named(changed), 'full', returned)];
      if (to === ORDER_STATUS.paybacked)
        return [refundCompletedMail(url, target, named(changed), 'partial', returned)];
      return [];
  }
}

/** 事前承認 asked at checkout: printing waits for the customer's approval of the latest proof (decision 0750). */
async function refuseUnapprovedPrinting(
  tx: Transaction,
  purchase: PurchaseRow,
  order: OrderRow,
  to: OrderStatus,
): Promise<void> {
  // Without any answer it would need one: only then is the latest proof worth reading.
  if (!printingNeedsApproval(to, purchase.priorConsent, null)) return;
  const latest = await latestProofOf(tx, order.id);
  if (printingNeedsApproval(to, purchase.priorConsent, latest?.answer)) {
    throw new HttpError(409, `${order.orderId}：${proofMessages.approvalNeeded}`);
  }
}

/**
 * Moves `targets` (orders of `purchase`, `all` being every order of it, all read locked in `tx`) to
 * `to` as staff. The caller has checked the move against the table; changeOrderStatus checks again
 * and refuses a row changed meanwhile.
 */
export async function applyStaffMove(
  tx: Transaction,
  purchase: PurchaseRow,
  all: readonly OrderRow[],
  targets: readonly OrderRow[],
  to: OrderStatus,
  options: StaffMoveOptions,
): Promise<AppliedMove> {
  const { now } = options;
  const moved: AppliedMove['moved'] = [];
  const after = new Map(all.map((row) => [row.id, row.status]));
  const changed: OrderRow[] = [];
  let pointsGranted = 0;
  for (const order of targets) {
    await refuseUnapprovedPrinting(tx, purchase, order, to);
    const shipment = to === ORDER_STATUS.shipped ? options.shipments?.get(order.orderId) : undefined;
    const set = shipment
      ? {
          deliveryProvider: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          shipmentMemo: options.memo || null,
        }
      : undefined;
    const row = await changeOrderStatus(tx, order, to, options.actor ?? 'staff', {
      now,
      memo: options.memo,
      ...(set ? { set } : {}),
    });
    after.set(order.id, to);
    changed.push(row);
    moved.push({ orderId: order.orderId, from: order.status, to, label: orderStatusLabel(to) });
    if (to === POINTS_GRANTED_AT_STATUS)
      pointsGranted += await grantEarnedPoints(tx, purchase, all, order, now);
  }
  const statuses = [...after.values()];
  let returned: Returned = { points: 0, coupons: 0 };
  if (to === ORDER_STATUS.purchased) {
    await markPaid(tx, purchase, now);
    await startPaidOrdersWithArtwork(tx, changed, now);
  }
  // 後払い: the provider is told of each parcel and bills the buyer; the report is written here, sent
  // after the commit and retried by the scheduled work, so it never holds the ship up (decision 0827).
  if (to === ORDER_STATUS.shipped) await recordShipmentReports(tx, purchase, changed, now);
  if (
    to === ORDER_STATUS.delivered &&
    purchase.paymentMethod === 'onDelivery' &&
    statuses.every((status) => status === ORDER_STATUS.delivered || isCancellationComplete(statusOf(status)))
  ) {
    // The carrier collected the money with the parcel.
    await markPaid(tx, purchase, now);
  }
  if (isCancellationComplete(to) && isPurchaseFullyCancelled(statuses)) {
    // The same function the customer's own cancellation uses (decision 0361).
    returned = await returnCouponsAndPoints(tx, purchase, now);
    if (
      statuses.some((status) => status === ORDER_STATUS.paybackedAll || status === ORDER_STATUS.paybacked)
    ) {
      await markRefunded(tx, purchase, now);
    }
  }
  let mailsQueued = 0;
  const target = await memberMailTarget(tx, purchase.userId);
  if (target) {
    for (const mail of mailsFor(to, target, purchase, changed, options, returned)) {
      await enqueueMail(tx, mail, now);
      mailsQueued += 1;
    }
  }
  return { purchaseId: purchase.purchaseId, moved, pointsGranted, returned, mailsQueued };
}
