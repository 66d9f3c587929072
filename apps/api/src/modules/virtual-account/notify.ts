// A deposit notification from the virtual-account provider (decision 0825), after its signature
// was verified (routes.ts). In one transaction, locked as every change to a purchase is (the
// purchase row first): the notification id is inserted once (a replay, or fifty copies at once,
// finds it there and changes nothing); a notification not newer than the last applied one is kept
// but ignored (it arrived out of order, and the newer one's total already holds it); otherwise the
// running total is recorded and judged against the amount and the due day. Full or over by the due
// day moves the awaiting orders on by the one staff move, as staff's bank-transfer record does;
// short or late waits for staff, who see it in the back office.
import { eq, and } from 'drizzle-orm';
import { orderEventMemos } from '@shop/domain/messages';
import { ORDER_STATUS } from '@shop/domain/orders';
import { depositSettles, isNewerNotification, judgeDeposit } from '@shop/domain/virtual-account';
import type { Database, Transaction } from '../../db/client.ts';
import { paymentNotifications, payments } from '../../db/schema.ts';
import type { DepositNotification } from '../../payments/virtual-account-notification.ts';
import { findPurchaseByNumber, orderRowsOfPurchase } from '../orders/queries.ts';
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

async function paymentByReference(db: Database, orderNumber: string) {
  const [row] = await db
    .select({ purchaseId: payments.purchaseId })
    .from(payments)
    .where(and(eq(payments.providerReference, orderNumber), eq(payments.method, 'vbank')))
    .limit(1);
  return row;
}

/** Inserts the notification's id; false when it was there already (nothing more is done). */
async function claimNotification(
  tx: Transaction,
  notification: DepositNotification,
  purchaseId: string | null,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .insert(paymentNotifications)
    .values({
      method: 'vbank',
      notificationId: notification.notification_id,
      purchaseId,
      outcome: 'received',
      body: notification,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  return row?.id ?? null;
}

export async function applyDepositNotification(
  context: NotifyContext,
  notification: DepositNotification,
): Promise<NotificationOutcome> {
  const { db, now } = context;
  const known = await paymentByReference(db, notification.order_number);
  return db.transaction(async (tx) => {
    const purchase = known ? await findPurchaseByNumber(tx, known.purchaseId, { lock: true }) : null;
    const claimed = await claimNotification(tx, notification, purchase?.purchaseId ?? null, now);
    if (claimed === null) return 'ignored';
    const finish = async (outcome: NotificationOutcome) => {
      await tx.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, claimed));
      return outcome;
    };
    if (!purchase) return finish('ignored');
    const payment = await bankPaymentOf(tx, purchase.purchaseId, true);
    if (!payment || payment.method !== 'vbank') return finish('ignored');
    const detail = readDetail(payment.detail);
    if (detail.account?.accountNumber !== notification.account_number) return finish('ignored');
    if (!isNewerNotification(detail.lastSequence ?? 0, notification.sequence)) return finish('ignored');

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
    if (!awaited || !depositSettles(judged)) return finish('recorded');
    await applyStaffMove(tx, purchase, all, waiting, ORDER_STATUS.purchased, {
      now,
      publicUrl: context.publicUrl,
      actor: 'payment',
      memo:
        judged.kind === 'over'
          ? orderEventMemos.transferOverpaid(judged.difference)
          : orderEventMemos.transferReceived,
    });
    return finish('applied');
  });
}
