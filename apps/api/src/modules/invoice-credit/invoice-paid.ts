// A member's monthly invoice paid at the provider (decision 0848), after its signature was verified.
// In one transaction, like the screening result (notify.ts): the notification id is claimed once (a
// replay finds it and changes nothing); the member's line is locked, so a cancellation or a second
// payment at once waits; the invoice's orders still holding credit are settled whole, oldest first
// (settleInvoice), each by a conditional move of its payment from pending to paid (an order cancelled
// before, its payment no longer pending, gave its amount back already and is not given it twice);
// the settled amount goes back to the limit and the purchases read as paid. The settlement is kept on the notification's row, so
// staff read what was short or paid over.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { settleInvoice } from '@shop/domain/invoice-credit';
import type { Database } from '../../db/client.ts';
import { creditLines, paymentNotifications, payments, purchases } from '../../db/schema.ts';
import { claimNotification } from '../../payments/notification-claim.ts';
import type { InvoicePaidNotification } from '../../payments/invoice-credit-notification.ts';

export type InvoicePaidOutcome = 'applied' | 'recorded' | 'ignored';

export async function applyInvoicePaid(
  context: { db: Database; now: Date },
  notification: InvoicePaidNotification,
): Promise<InvoicePaidOutcome> {
  const { now } = context;
  return context.db.transaction(async (tx) => {
    const finish = await claimNotification(tx, {
      method: 'gmokb',
      notificationId: notification.notification_id,
      purchaseId: null,
      body: notification,
      now,
    });
    if (!finish) return 'ignored';
    const [line] = await tx
      .select()
      .from(creditLines)
      .where(eq(creditLines.applicationId, notification.application_id))
      .for('update');
    if (!line) return finish('ignored');
    const held = await tx
      .select({ id: payments.id, purchaseId: payments.purchaseId, amount: payments.amount })
      .from(payments)
      .where(
        and(
          eq(payments.method, 'gmokb'),
          eq(payments.status, 'pending'),
          sql`${payments.detail}->>'applicationId' = ${notification.application_id}`,
          sql`${payments.detail}->>'billingMonth' = ${notification.billing_month}`,
        ),
      )
      .orderBy(asc(payments.id));
    const settlement = settleInvoice(held, notification.amount);
    const settledIds = held.filter((row) => settlement.settled.includes(row.purchaseId)).map((row) => row.id);
    if (settledIds.length > 0) {
      await tx
        .update(payments)
        .set({
          status: 'paid',
          detail: sql`${payments.detail} || ${JSON.stringify({ paidAt: notification.paid_at })}::jsonb`,
          updatedAt: now,
        })
        .where(and(inArray(payments.id, settledIds), eq(payments.status, 'pending')));
      // The purchase's one payment state (orders/present.ts isPaid): My page and the documents read
      // it as paid, as for a card, so the receipt (領収書) is offered.
      await tx
        .update(purchases)
        .set({ paymentStatus: 'paid', updatedAt: now })
        .where(inArray(purchases.purchaseId, settlement.settled));
      await tx
        .update(creditLines)
        .set({ used: sql`greatest(${creditLines.used} - ${settlement.released}, 0)`, updatedAt: now })
        .where(eq(creditLines.id, line.id));
    }
    await tx
      .update(paymentNotifications)
      .set({ body: { ...notification, settlement } })
      .where(
        and(
          eq(paymentNotifications.method, 'gmokb'),
          eq(paymentNotifications.notificationId, notification.notification_id),
        ),
      );
    const exact = settlement.shortfall === 0 && settlement.unallocated === 0;
    return finish(exact ? 'applied' : 'recorded');
  });
}
