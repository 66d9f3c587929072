// Settling a card (or PayPay, decision 0785) purchase after the provider answered (decision 0340): paid makes it final, a
// challenge waits for 3-D Secure, a refusal removes it as if it never was (orders, coupon use and
// points given back; the payment row stays as the record of the attempt). Every settlement starts
// with a conditional update of the payment row, so two settlers (the request, the 3-D Secure
// return, the reconciliation) never both act: the second finds the row changed and stops.
import { orderEventMemos, pointMemos } from '@shop/domain/messages';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { assertTransition, ORDER_STATUS } from '@shop/domain/orders';
import type { Database, Transaction } from '../../db/client.ts';
import { couponUses, coupons, orderEvents, orders, payments, purchases, users } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { failureAnswer, purchaseAnswer, type Challenge, type Outcome, type PaymentPage } from './answers.ts';
import { returnCouponsAndPoints } from '../orders/settlement.ts';
import { startPaidOrdersWithArtwork } from '../orders/artwork-after-payment.ts';
import { answerKeysOf } from './idempotency.ts';
import { memberMailTarget, purchaseReleasedMail } from '../orders/order-mails.ts';
import { orderConfirmationMail } from './order-mail.ts';

type PaymentStatus = (typeof payments.$inferSelect)['status'];

/** The payment row as the settler last saw it; the settlement happens only if it is unchanged. */
export interface Expected {
  paymentId: number;
  status: PaymentStatus;
  /** Set by the reconciliation, which acts on what it read a while ago. */
  updatedAt?: Date;
}

function unchanged(expect: Expected): SQL {
  const conditions = [eq(payments.id, expect.paymentId), eq(payments.status, expect.status)];
  if (expect.updatedAt) conditions.push(eq(payments.updatedAt, expect.updatedAt));
  return and(...conditions) as SQL;
}

async function claimPayment(
  tx: Transaction,
  expect: Expected,
  next: { status: PaymentStatus; detail: Record<string, unknown>; now: Date },
): Promise<string | null> {
  const [row] = await tx
    .update(payments)
    // Added to what the row already says (the instalment count, earlier steps), never replacing it.
    .set({
      status: next.status,
      detail: sql`coalesce(${payments.detail}, '{}'::jsonb) || ${JSON.stringify(next.detail)}::jsonb`,
      updatedAt: next.now,
    })
    .where(unchanged(expect))
    .returning({ purchaseId: payments.purchaseId });
  return row?.purchaseId ?? null;
}

async function purchaseWithOrders(tx: Transaction, purchaseId: string) {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.purchaseId, purchaseId)).limit(1);
  const lines = await tx.select().from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(orders.id);
  return { purchase, lines };
}

/** Paid: the purchase becomes final, its orders move 10 → 2, the confirmation mail is queued. */
export async function finalizePaid(
  db: Database,
  input: { expect: Expected; transactionId: string; now: Date; publicUrl: string },
): Promise<Outcome | null> {
  return db.transaction(async (tx) => {
    const purchaseId = await claimPayment(tx, input.expect, {
      status: 'paid',
      detail: { transactionId: input.transactionId },
      now: input.now,
    });
    if (!purchaseId) return null;
    const [purchase] = await tx
      .update(purchases)
      .set({ paymentStatus: 'paid', updatedAt: input.now })
      .where(and(eq(purchases.purchaseId, purchaseId), eq(purchases.paymentStatus, 'authorizing')))
      .returning();
    if (!purchase) throw new Error(`purchase ${purchaseId} was not authorizing when its charge was paid`);
    const waiting = ORDER_STATUS.waitingPurchase;
    const paid = ORDER_STATUS.purchased;
    assertTransition(waiting, paid, 'payment');
    // An order the customer cancelled meanwhile stays cancelled; staff refund its share.
    const moved = await tx
      .update(orders)
      .set({ status: paid, updatedAt: input.now })
      .where(and(eq(orders.purchaseId, purchaseId), eq(orders.status, waiting)))
      .returning();
    if (moved.length > 0) {
      await tx.insert(orderEvents).values(
        moved.map((order) => ({
          orderId: order.id,
          fromStatus: waiting,
          toStatus: paid,
          actor: 'payment',
          memo: purchase.paymentMethod === 'paypay' ? orderEventMemos.payPayPaid : orderEventMemos.cardPaid,
          createdAt: input.now,
        })),
      );
      await startPaidOrdersWithArtwork(tx, moved, input.now);
    }
    const { lines } = await purchaseWithOrders(tx, purchaseId);
    const [user] = await tx.select().from(users).where(eq(users.id, purchase.userId)).limit(1);
    const [use] = await tx.select().from(couponUses).where(eq(couponUses.purchaseId, purchaseId)).limit(1);
    if (user?.email) {
      await enqueueMail(
        tx,
        orderConfirmationMail({
          publicUrl: input.publicUrl,
          to: user.email,
          name: user,
          purchase,
          orders: lines,
          couponCode: use ? await couponCodeOf(tx, use.couponId) : null,
        }),
        input.now,
      );
    }
    const outcome = purchaseAnswer(purchase, lines);
    await answerKeysOf(tx, purchaseId, outcome);
    return outcome;
  });
}

async function couponCodeOf(tx: Transaction, couponId: number): Promise<string | null> {
  const [row] = await tx
    .select({ code: coupons.code })
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .limit(1);
  return row?.code ?? null;
}

/** 3-D Secure needed: the payment waits for the customer; a retry of the request gets the same challenge. */
export async function saveChallenge(
  db: Database,
  input: { expect: Expected; challenge: Challenge | PaymentPage; now: Date },
): Promise<Outcome | null> {
  return db.transaction(async (tx) => {
    const purchaseId = await claimPayment(tx, input.expect, {
      status: 'challenge',
      detail: { challengeUrl: input.challenge.redirect },
      now: input.now,
    });
    if (!purchaseId) return null;
    const { purchase, lines } = await purchaseWithOrders(tx, purchaseId);
    if (!purchase) throw new Error(`purchase ${purchaseId} of a challenged charge is missing`);
    const outcome = purchaseAnswer(purchase, lines, input.challenge);
    await answerKeysOf(tx, purchaseId, outcome);
    return outcome;
  });
}

export interface Failure {
  status: number;
  message: string;
  /** For the payment record and the logs. */
  code: string;
  detail?: string;
}

/**
 * Not paid: the purchase, its orders and their events go; the points come back (a 'returned'
 * movement) and the coupon use is marked returned; the payment row stays 'failed' with the reason. Answers the failure, or null when another
 * settler got there first.
 */
export async function releasePurchase(
  db: Database,
  input: {
    expect: Expected;
    failure: Failure;
    now: Date;
    /** The customer is not on the page to be told (the reconciliation, a cancellation): mail them. */
    notify?: { publicUrl: string; reason: 'expired' | 'cancelled' };
  },
): Promise<Outcome | null> {
  const { failure, now } = input;
  return db.transaction(async (tx) => {
    const purchaseId = await claimPayment(tx, input.expect, {
      status: 'failed',
      detail: { code: failure.code, message: failure.message, detail: failure.detail ?? '' },
      now,
    });
    if (!purchaseId) return null;
    const outcome = failureAnswer(failure.status, failure.message);
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.purchaseId, purchaseId), eq(purchases.paymentStatus, 'authorizing')))
      .for('update');
    if (!purchase) return outcome;
    // Points first, then the coupon (the purchase transaction's lock order), by the one way a
    // purchase gives back what it used; the movements keep the record of both.
    const returned = await returnCouponsAndPoints(
      tx,
      purchase,
      now,
      pointMemos.returnedPaymentFailed(purchaseId),
    );
    const target = input.notify ? await memberMailTarget(tx, purchase.userId) : null;
    if (input.notify && target) {
      const { publicUrl, reason } = input.notify;
      const mail = purchaseReleasedMail(
        publicUrl,
        target,
        purchaseId,
        reason,
        returned,
        purchase.paymentMethod,
      );
      await enqueueMail(tx, mail, now);
    }
    const ids = (
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.purchaseId, purchaseId))
    ).map((order) => order.id);
    if (ids.length > 0) await tx.delete(orderEvents).where(inArray(orderEvents.orderId, ids));
    await tx.delete(orders).where(eq(orders.purchaseId, purchaseId));
    await tx.delete(purchases).where(eq(purchases.id, purchase.id));
    await answerKeysOf(tx, purchaseId, outcome);
    return outcome;
  });
}
