// POST /api/admin/purchases/{purchaseId}/cancel: the shop cancels a purchase, with the card
// refunded through the gateway (decision 0746), or PayPay through PayPay's (decision 0764). Three
// steps, each safe to repeat:
// 1. the open orders stop (90, or 99 when nothing was paid), the customer is told;
// 2. the provider gives the money back (the card's stating what stays charged, PayPay's under a
//    refund id fixed by the payment, so a repeat after a timeout refunds nothing twice); a refusal
//    leaves the orders at 90 for staff to finish;
// 3. the orders end at 91 (full) or 92 (partial), or 99 without a refund; coupon and points come
//    back through the same settlement the customer's cancellation uses.
// 後払い has nothing to refund before shipping: its cancellation is told to the provider instead,
// written with the orders' end and sent after the commit (decision 0845).
import { CANCEL_REFUNDS, cancelRefundsFor } from '@shop/domain/back-office';
import { backOfficeMessages } from '@shop/domain/messages';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { ORDER_STATUS as S, nextStatuses, type OrderStatus } from '@shop/domain/orders';
import type { CardGateway } from '../../payments/gateway.ts';
import type { PayPayGateway } from '../../payments/paypay-gateway.ts';
import { payPayPaymentOf } from '../paypay/confirm.ts';
import { refundPayPay } from '../paypay/refund.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/http-error.ts';
import { writeAudit } from '../audit/audit-log.ts';
import { cardPaymentOf, refundCard } from '../checkout/card-method.ts';
import { isCancelling, statusOf } from '../orders/purchase-rules.ts';
import {
  findPurchaseByNumber,
  orderRowsOfPurchase,
  type OrderRow,
  type PurchaseRow,
} from '../orders/queries.ts';
import { applyStaffMove } from '../orders/staff-move.ts';
import { backOfficeOrderMessages as messages } from './messages.ts';
import type { StaffChangeContext } from './moves.ts';

export const staffCancelSchema = z.object({
  refund: z.enum(CANCEL_REFUNDS, { error: backOfficeMessages.refundMethod }),
  /** With a partial refund: the yen given back. */
  amount: z.number().int().positive({ error: backOfficeMessages.refundAmount }).optional(),
  reason: safeString().check(
    z.trim(),
    z.minLength(1, { error: backOfficeMessages.cancelReason }),
    z.maxLength(2000),
  ),
});
export type StaffCancel = z.output<typeof staffCancelSchema>;

export interface StaffCancelAnswer {
  statuses: { orderId: string; status: number }[];
  refunded: number;
  pointsReturned: number;
  couponsReturned: number;
}

type Locked = { purchase: PurchaseRow; all: OrderRow[] };

async function lockPurchase(tx: Transaction, purchaseId: string): Promise<Locked> {
  const purchase = await findPurchaseByNumber(tx, purchaseId, { lock: true });
  if (!purchase) throw notFound(messages.purchaseNotFound);
  return { purchase, all: await orderRowsOfPurchase(tx, purchaseId, { lock: true }) };
}

async function audit(
  tx: Transaction,
  context: StaffChangeContext,
  moved: { orderId: string; from: number; to: number }[],
  reason: string,
) {
  for (const entry of moved) {
    await writeAudit(tx, {
      actor: context.actor,
      at: context.now,
      action: 'order.cancel',
      subject: { type: 'order', id: entry.orderId },
      before: { status: entry.from },
      after: { status: entry.to, reason },
    });
  }
}

/**
 * 後払い after shipping (decision 0845): the provider has billed the buyer, so the invoice is
 * cancelled or reduced in its console; the shop's table stops a shipped order here anyway.
 */
const isDeferredAfterShipping = (purchase: PurchaseRow, row: OrderRow) =>
  purchase.paymentMethod === 'gmoab' && (row.status === S.shipped || row.status === S.delivered);

/** Step 1: every order not already cancelling stops: 99 where nothing was paid, else 90. */
async function stopOpenOrders(
  db: Database,
  purchaseId: string,
  cancel: StaffCancel,
  context: StaffChangeContext,
) {
  return db.transaction(async (tx) => {
    const { purchase, all } = await lockPurchase(tx, purchaseId);
    if (purchase.paymentStatus === 'authorizing') throw conflict(backOfficeMessages.cardBeingConfirmed);
    const open = all.filter((row) => !isCancelling(row.status));
    const byTarget = new Map<OrderStatus, OrderRow[]>();
    for (const row of open) {
      const targets = nextStatuses(statusOf(row.status), 'staff');
      const target = targets.includes(S.canceled)
        ? S.canceled
        : targets.includes(S.cancelRequested)
          ? S.cancelRequested
          : null;
      if (target === null)
        throw conflict(
          isDeferredAfterShipping(purchase, row)
            ? messages.deferredShipped
            : backOfficeMessages.notCancellable(row.orderId),
        );
      byTarget.set(target, [...(byTarget.get(target) ?? []), row]);
    }
    let current = all;
    for (const [target, rows] of byTarget) {
      const applied = await applyStaffMove(tx, purchase, current, rows, target, {
        now: context.now,
        publicUrl: context.publicUrl,
        memo: cancel.reason,
      });
      await audit(tx, context, applied.moved, cancel.reason);
      current = current.map((row) => (rows.includes(row) ? { ...row, status: target } : row));
    }
  });
}

/** The yen a cancellation gives back of a payment: all of it, or the amount staff typed. */
function refundOf(cancel: StaffCancel, paid: number): number {
  const refund = cancel.refund === 'full' ? paid : (cancel.amount ?? 0);
  if (refund > paid) throw unprocessable({ amount: messages.refundTooLarge }, messages.refundTooLarge);
  return refund;
}

/** The amount a refund is taken from (PayPay's or the card's payment), when one was paid. */
async function paidAmountOf(db: Database, purchase: PurchaseRow): Promise<number | undefined> {
  if (purchase.paymentMethod === 'paypay') return (await payPayPaymentOf(db, purchase.purchaseId))?.amount;
  return (await cardPaymentOf(db, purchase.purchaseId, ['paid']))?.amount;
}

/** Throws refundOf's 422 now when the refund asked for is larger than what was paid. */
async function refusedRefundBeforeStopping(db: Database, purchase: PurchaseRow, cancel: StaffCancel) {
  if (cancel.refund === 'none') return;
  const paid = await paidAmountOf(db, purchase);
  if (paid !== undefined) refundOf(cancel, paid);
}

/** Step 2: the refund at the provider, outside the database transactions (it is a network call). */
async function refundAtProvider(
  db: Database,
  gateways: StaffCancelGateways,
  purchase: PurchaseRow,
  cancel: StaffCancel,
  now: Date,
) {
  if (cancel.refund === 'none') return 0;
  if (purchase.paymentMethod === 'paypay') {
    const paid = await payPayPaymentOf(db, purchase.purchaseId);
    if (!paid) throw conflict(messages.notCardPaid);
    const refund = refundOf(cancel, paid.amount);
    await refundPayPay({ db, gateway: gateways.payPay, now }, purchase.purchaseId, refund);
    return refund;
  }
  const payment = await cardPaymentOf(db, purchase.purchaseId, ['paid']);
  if (!payment?.providerReference) {
    // Paid entirely with points: nothing went through the card provider.
    if (purchase.totalAmount === 0) return 0;
    throw conflict(messages.notCardPaid);
  }
  const refund = refundOf(cancel, payment.amount);
  const result = await refundCard(
    gateways.card,
    { ...payment, providerReference: payment.providerReference },
    refund,
  );
  if (result.status !== 'refunded') throw new HttpError(409, `${messages.refundFailed}（${result.message}）`);
  return refund;
}

/** Step 3: the cancellation ends; the last order ending gives the coupon and points back. */
async function finish(
  db: Database,
  purchaseId: string,
  cancel: StaffCancel,
  refunded: number,
  context: StaffChangeContext,
) {
  return db.transaction(async (tx) => {
    const { purchase, all } = await lockPurchase(tx, purchaseId);
    const waiting = all.filter((row) => row.status === S.cancelRequested);
    const end =
      cancel.refund === 'full' ? S.paybackedAll : cancel.refund === 'partial' ? S.paybacked : S.canceled;
    let returned = { points: 0, coupons: 0 };
    if (waiting.length > 0) {
      const applied = await applyStaffMove(tx, purchase, all, waiting, end, {
        now: context.now,
        publicUrl: context.publicUrl,
        memo: cancel.reason,
      });
      returned = applied.returned;
      await audit(tx, context, applied.moved, cancel.reason);
      const payment =
        refunded === 0
          ? undefined
          : purchase.paymentMethod === 'paypay'
            ? await payPayPaymentOf(tx, purchaseId)
            : await cardPaymentOf(tx, purchaseId);
      if (payment) {
        await tx
          .update(payments)
          .set({
            detail: {
              ...(payment.detail as object | null),
              refundedAmount: refunded,
              refundedAt: context.now.toISOString(),
            },
            updatedAt: context.now,
          })
          .where(eq(payments.id, payment.id));
      }
    }
    const after = await orderRowsOfPurchase(tx, purchaseId);
    return {
      statuses: after.map((row) => ({ orderId: row.orderId, status: row.status })),
      refunded,
      pointsReturned: returned.points,
      couponsReturned: returned.coupons,
    };
  });
}

/** Who gives money back: the card provider, or PayPay. */
export interface StaffCancelGateways {
  card: CardGateway;
  payPay: PayPayGateway;
}

export async function cancelPurchaseByStaff(
  db: Database,
  gateways: StaffCancelGateways,
  purchaseId: string,
  cancel: StaffCancel,
  context: StaffChangeContext,
): Promise<StaffCancelAnswer> {
  if (cancel.refund === 'partial' && !cancel.amount) {
    throw unprocessable({ amount: backOfficeMessages.refundAmount });
  }
  const before = await findPurchaseByNumber(db, purchaseId);
  if (!before) throw notFound(messages.purchaseNotFound);
  // 後払い: nothing was paid to the shop; the provider is told to bill nothing instead (decision 0845).
  if (!cancelRefundsFor(before.paymentMethod).includes(cancel.refund))
    throw unprocessable({ refund: messages.deferredNoRefund }, messages.deferredNoRefund);
  // A refund larger than the payment is refused before a single order stops (bad input changes nothing).
  await refusedRefundBeforeStopping(db, before, cancel);
  await stopOpenOrders(db, purchaseId, cancel, context);
  const purchase = await findPurchaseByNumber(db, purchaseId);
  if (!purchase) throw notFound(messages.purchaseNotFound);
  // Nothing waits for a refund (nothing was paid, or a repeat of a finished cancellation): done.
  const waiting = (await orderRowsOfPurchase(db, purchaseId)).some((row) => row.status === S.cancelRequested);
  const refunded = waiting ? await refundAtProvider(db, gateways, purchase, cancel, context.now) : 0;
  return finish(db, purchaseId, cancel, refunded, context);
}
