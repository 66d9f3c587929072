// Bank transfers not paid by their deadline (decision 0820), to the shop's account or to an order's
// own virtual account (decision 0825, the same deadline and the same expiry): the awaiting orders are cancelled by
// the shop's scheduled work (10 → 99, actor 'system'), the points and coupon come back through the
// one function every cancellation uses (returnCouponsAndPoints), and the customer is mailed. A
// purchase where part of the money arrived is never cancelled by itself: the shop holds the
// customer's money, so staff decide (they see it in the back office). Each purchase is its own
// transaction, locked and checked again, so a staff record or a customer's cancellation racing it
// wins or loses cleanly.
import { orderEventMemos, pointMemos } from '@shop/domain/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isTransferOverdue } from '@shop/domain/bank-transfer';
import { tokyoDate } from '@shop/domain/calendar';
import { ORDER_STATUS } from '@shop/domain/orders';
import type { Database } from '../../db/client.ts';
import { payments, purchases } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { memberMailTarget } from '../orders/order-mails.ts';
import { isPurchaseFullyCancelled } from '../orders/purchase-rules.ts';
import { findPurchaseByNumber, orderRowsOfPurchase } from '../orders/queries.ts';
import { returnCouponsAndPoints } from '../orders/settlement.ts';
import { changeOrderStatus } from '../orders/status-change.ts';
import { transferExpiredMail } from './mails.ts';
import { bankPaymentOf, isTransferMethod, readDetail, TRANSFER_METHODS } from './state.ts';

export interface ExpiryContext {
  db: Database;
  now: Date;
  publicUrl: string;
}

/** Cancels one overdue, unpaid bank purchase; false when it is not (or no longer) due for it. */
export async function expireTransfer(context: ExpiryContext, purchaseId: string): Promise<boolean> {
  const { db, now } = context;
  return db.transaction(async (tx) => {
    const purchase = await findPurchaseByNumber(tx, purchaseId, { lock: true });
    if (!purchase || !isTransferMethod(purchase.paymentMethod) || purchase.paymentStatus !== 'pending')
      return false;
    const payment = await bankPaymentOf(tx, purchaseId, true);
    if (!payment || payment.status !== 'pending') return false;
    const detail = readDetail(payment.detail);
    if (detail.received > 0 || detail.dueDate === '' || !isTransferOverdue(detail.dueDate, now)) return false;
    const all = await orderRowsOfPurchase(tx, purchaseId, { lock: true });
    const waiting = all.filter((order) => order.status === ORDER_STATUS.waitingPurchase);
    if (waiting.length === 0) {
      // Cancelled meanwhile (by the customer or staff): nothing is awaited any more.
      await tx.update(payments).set({ status: 'failed', updatedAt: now }).where(eq(payments.id, payment.id));
      return false;
    }
    await tx
      .update(payments)
      .set({
        status: 'failed',
        detail: { ...(payment.detail as Record<string, unknown> | null), expiredAt: now.toISOString() },
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    const after = new Map(all.map((order) => [order.id, order.status]));
    for (const order of waiting) {
      await changeOrderStatus(tx, order, ORDER_STATUS.canceled, 'system', {
        now,
        memo: orderEventMemos.transferExpired,
      });
      after.set(order.id, ORDER_STATUS.canceled);
    }
    const returned = isPurchaseFullyCancelled([...after.values()])
      ? await returnCouponsAndPoints(tx, purchase, now, pointMemos.returnedTransferExpired(purchaseId))
      : { points: 0, coupons: 0 };
    const target = await memberMailTarget(tx, purchase.userId);
    if (target)
      await enqueueMail(
        tx,
        transferExpiredMail(context.publicUrl, target, purchaseId, detail.dueDate, returned),
        now,
      );
    return true;
  });
}

/** Every bank purchase past its due day with nothing received: cancelled one by one. */
export async function expireOverdueTransfers(context: ExpiryContext): Promise<{ expired: number }> {
  const today = tokyoDate(context.now);
  const due = await context.db
    .select({ purchaseId: payments.purchaseId })
    .from(payments)
    .innerJoin(purchases, eq(purchases.purchaseId, payments.purchaseId))
    .where(
      and(
        inArray(payments.method, [...TRANSFER_METHODS]),
        eq(payments.status, 'pending'),
        eq(purchases.paymentStatus, 'pending'),
        sql`${payments.detail}->>'dueDate' < ${today}`,
      ),
    )
    .orderBy(payments.purchaseId);
  let expired = 0;
  for (const { purchaseId } of due) {
    if (await expireTransfer(context, purchaseId)) expired += 1;
  }
  return { expired };
}
