// Each provider notification is applied at most once, whichever method (decision 0824): inside the
// transaction that applies it, its id is inserted into payment_notifications, unique per method, so
// a replay, or fifty copies at once, finds it there (the insert waits for the first copy's commit)
// and changes nothing. The row keeps the body and, once decided, what it did, for staff to read.
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { paymentNotifications, payments } from '../db/schema.ts';
import { findPurchaseByNumber, type PurchaseRow } from '../modules/orders/queries.ts';

/** Records what the claimed notification did, and answers it. */
export type FinishNotification = <Outcome extends string>(outcome: Outcome) => Promise<Outcome>;

/**
 * Inserts the notification's id; null when it was there already (the caller does nothing more),
 * otherwise the function that records its outcome in the same transaction.
 */
export async function claimNotification(
  tx: Database | Transaction,
  claim: {
    method: string;
    notificationId: string;
    /** The purchase it concerns, when the shop knows one. */
    purchaseId: string | null;
    body: unknown;
    now: Date;
  },
): Promise<FinishNotification | null> {
  const [row] = await tx
    .insert(paymentNotifications)
    .values({
      method: claim.method,
      notificationId: claim.notificationId,
      purchaseId: claim.purchaseId,
      outcome: 'received',
      body: claim.body,
      receivedAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  if (!row) return null;
  return async (outcome) => {
    await tx.update(paymentNotifications).set({ outcome }).where(eq(paymentNotifications.id, row.id));
    return outcome;
  };
}

/**
 * Lets a claimed notification be taken again: for a method that asks its provider after the claim
 * (PayPay), when the provider could not be asked, so the resent copy is applied rather than ignored.
 */
export async function releaseNotificationClaim(
  db: Database,
  claim: { method: string; notificationId: string },
): Promise<void> {
  await db
    .delete(paymentNotifications)
    .where(
      and(
        eq(paymentNotifications.method, claim.method),
        eq(paymentNotifications.notificationId, claim.notificationId),
      ),
    );
}

/** A notification about one purchase, named by the provider's reference of its payment. */
export interface PurchaseNotification {
  method: string;
  /** The payment's provider reference the notification carries (the shop's order number there). */
  reference: string;
  /** The verified notification, kept as its body; a replay carries the same id. */
  notification: { notification_id: string };
}

/**
 * Applies a notification about a purchase once: in one transaction, locked as every change to a
 * purchase is (the purchase row first, then the claim), so it never interleaves with staff or the
 * customer. A replay answers 'ignored' at once; one for no purchase of this method is kept, ignored.
 */
export async function applyPurchaseNotificationOnce<Outcome extends string>(
  context: { db: Database; now: Date },
  { method, reference, notification }: PurchaseNotification,
  apply: (tx: Transaction, purchase: PurchaseRow) => Promise<Outcome>,
): Promise<Outcome | 'ignored'> {
  const [known] = await context.db
    .select({ purchaseId: payments.purchaseId })
    .from(payments)
    .where(and(eq(payments.providerReference, reference), eq(payments.method, method)))
    .limit(1);
  return context.db.transaction(async (tx) => {
    const purchase = known ? await findPurchaseByNumber(tx, known.purchaseId, { lock: true }) : null;
    const finish = await claimNotification(tx, {
      method,
      notificationId: notification.notification_id,
      purchaseId: purchase?.purchaseId ?? null,
      body: notification,
      now: context.now,
    });
    if (!finish) return 'ignored';
    return finish(purchase ? await apply(tx, purchase) : 'ignored');
  });
}
