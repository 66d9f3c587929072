// A deposit notification from the virtual-account provider (decision 0825), after its signature
// was verified (routes.ts). In one transaction, locked as every change to a purchase is (the
// purchase row first): the notification id is inserted once (a replay, or fifty copies at once,
// finds it there and changes nothing); a notification not newer than the last applied one is kept
// but ignored (it arrived out of order, and the newer one's total already holds it); otherwise the
// running total is recorded and judged against the amount and the due day. Full or over by the due
// day moves the awaiting orders on by the one staff move, as staff's bank-transfer record does;
// short or late waits for staff, who see it in the back office.
import { eq } from 'drizzle-orm';
import { orderEventMemos } from '@shop/domain/messages';
import { ORDER_STATUS } from '@shop/domain/orders';
import { depositSettles, isNewerNotification, judgeDeposit } from '@shop/domain/virtual-account';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { applyPurchaseNotificationOnce } from '../../payments/notification-claim.ts';
import type { DepositNotification } from '../../payments/virtual-account-notification.ts';
import { orderRowsOfPurchase } from '../orders/queries.ts';
import { applyStaffMove } from '../orders/staff-move.ts';
import { bankPaymentOf, readDetail } from '../bank-transfer/state.ts';

export type NotificationOutcome =
  /** The orders moved on (full or over by the due day). */
  | 'applied'
  /** Recorded for staff: short, late, or money for a purchase no longer awaiting it. */
  | 'recorded'
  /** Already seen (a replay), older than one applied, or for no order of this shop. */
  | 'ignored';

export interface NotifyContext {
  db: Database;
  now: Date;
  publicUrl: string;
}

export async function applyDepositNotification(
  context: NotifyContext,
  notification: DepositNotification,
): Promise<NotificationOutcome> {
  const { now } = context;
  const claim = { method: 'vbank', reference: notification.order_number, notification };
  return applyPurchaseNotificationOnce(context, claim, async (tx, purchase): Promise<NotificationOutcome> => {
    const payment = await bankPaymentOf(tx, purchase.purchaseId, true);
    if (!payment || payment.method !== 'vbank') return 'ignored';
    const detail = readDetail(payment.detail);
    if (detail.account?.accountNumber !== notification.account_number) return 'ignored';
    if (!isNewerNotification(detail.lastSequence ?? 0, notification.sequence)) return 'ignored';

    const depositedAt = new Date(notification.deposited_at);
    const received = notification.total_deposited;
    const judged = judgeDeposit({
      amountDue: payment.amount,
      dueDate: detail.dueDate,
      received,
      depositedAt,
    });
    const late = judged.kind === 'late';
    await tx
      .update(payments)
      .set({
        detail: {
          ...(payment.detail as Record<string, unknown> | null),
          transfers: [
            ...detail.transfers,
            { amount: notification.deposit_amount, at: depositedAt.toISOString(), by: 'vbank' },
          ],
          received,
          lastSequence: notification.sequence,
          ...(late && !detail.lateAt ? { lateAt: depositedAt.toISOString() } : {}),
        },
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));

    const all = await orderRowsOfPurchase(tx, purchase.purchaseId, { lock: true });
    const waiting = all.filter((order) => order.status === ORDER_STATUS.waitingPurchase);
    // A closed account's money (it crossed the closing) is the staff's to give back (decision 0787).
    const awaited =
      payment.status === 'pending' &&
      !detail.expiredAt &&
      !detail.lateAt &&
      !detail.closedAt &&
      waiting.length > 0;
    if (!awaited || !depositSettles(judged)) return 'recorded';
    await applyStaffMove(tx, purchase, all, waiting, ORDER_STATUS.purchased, {
      now,
      publicUrl: context.publicUrl,
      actor: 'payment',
      memo:
        judged.kind === 'over'
          ? orderEventMemos.transferOverpaid(judged.difference)
          : orderEventMemos.transferReceived,
    });
    return 'applied';
  });
}
