// The provider's result for a 後払い screening it held for review (decision 0826), after its
// signature was verified (method.ts). In one transaction, locked as every change to a purchase is
// (the purchase row first): the notification id is inserted once (a replay, or fifty copies at
// once, finds it there and changes nothing); a result for another transaction, or one that comes
// after the screening was already decided (out of order, or repeated under a new id), is kept but
// ignored. OK: the awaiting orders go on as if just ordered (10 → 1, production may start, the
// provider bills after shipping). NG: they are cancelled (10 → 99), points and coupon given back by
// the function every cancellation uses, and the customer is mailed either way.
import { eq } from 'drizzle-orm';
import { screeningMayMove } from '@shop/domain/deferred-payment';
import { orderEventMemos, pointMemos } from '@shop/domain/messages';
import { ORDER_STATUS } from '@shop/domain/orders';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { applyPurchaseNotificationOnce } from '../../payments/notification-claim.ts';
import type { ScreeningNotification } from '../../payments/deferred-payment-notification.ts';
import { startPaidOrdersWithArtwork } from '../orders/artwork-after-payment.ts';
import { memberMailTarget } from '../orders/order-mails.ts';
import { isPurchaseFullyCancelled } from '../orders/purchase-rules.ts';
import { orderRowsOfPurchase } from '../orders/queries.ts';
import { returnCouponsAndPoints } from '../orders/settlement.ts';
import { changeOrderStatus } from '../orders/status-change.ts';
import { screeningApprovedMail, screeningDeclinedMail } from './mails.ts';
import { deferredPaymentOf, readDeferredDetail } from './state.ts';

/** applied: the screening was decided now; ignored: a replay, a late one, or for no order of the shop. */
export type ScreeningOutcome = 'applied' | 'ignored';

export interface NotifyContext {
  db: Database;
  now: Date;
  publicUrl: string;
}

export async function applyScreeningNotification(
  context: NotifyContext,
  notification: ScreeningNotification,
): Promise<ScreeningOutcome> {
  const { now, publicUrl } = context;
  const claim = { method: 'gmoab', reference: notification.order_number, notification };
  return applyPurchaseNotificationOnce(context, claim, async (tx, purchase): Promise<ScreeningOutcome> => {
    const payment = await deferredPaymentOf(tx, purchase.purchaseId, true);
    if (!payment) return 'ignored';
    const detail = readDeferredDetail(payment.detail);
    const next = notification.result === 'OK' ? 'ok' : 'declined';
    if (detail.transactionId !== notification.transaction_id || !screeningMayMove(detail.screening, next))
      return 'ignored';
    await tx
      .update(payments)
      .set({
        status: next === 'declined' ? 'failed' : payment.status,
        detail: { ...detail, screening: next, decidedAt: notification.decided_at },
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    const all = await orderRowsOfPurchase(tx, purchase.purchaseId, { lock: true });
    // Cancelled by the customer while held: the result is kept, nothing moves.
    const waiting = all.filter((order) => order.status === ORDER_STATUS.waitingPurchase);
    const target = await memberMailTarget(tx, purchase.userId);
    if (next === 'ok') {
      const moved = [];
      for (const order of waiting)
        moved.push(
          await changeOrderStatus(tx, order, ORDER_STATUS.ordered, 'payment', {
            now,
            memo: orderEventMemos.deferredApproved,
          }),
        );
      // A reorder's carried artwork moves it on as if uploaded now, as after a payment.
      await startPaidOrdersWithArtwork(tx, moved, now);
      if (target && waiting.length > 0)
        await enqueueMail(tx, screeningApprovedMail(publicUrl, target, purchase.purchaseId), now);
      return 'applied';
    }
    const after = new Map(all.map((order) => [order.id, order.status]));
    for (const order of waiting) {
      await changeOrderStatus(tx, order, ORDER_STATUS.canceled, 'payment', {
        now,
        memo: orderEventMemos.deferredDeclined,
      });
      after.set(order.id, ORDER_STATUS.canceled);
    }
    const returned =
      waiting.length > 0 && isPurchaseFullyCancelled([...after.values()])
        ? await returnCouponsAndPoints(
            tx,
            purchase,
            now,
            pointMemos.returnedDeferredDeclined(purchase.purchaseId),
          )
        : { points: 0, coupons: 0 };
    if (target && waiting.length > 0)
      await enqueueMail(tx, screeningDeclinedMail(publicUrl, target, purchase.purchaseId, returned), now);
    return 'applied';
  });
}
