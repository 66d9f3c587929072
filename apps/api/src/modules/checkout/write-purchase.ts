// The purchase transaction (ARCHITECTURE.md: one transaction for purchase, orders, payment record,
// coupon use and points). Locks are taken in one order everywhere (member, coupon, day counter) so
// concurrent purchases wait for each other instead of deadlocking. A card purchase is written as
// 'authorizing' with its orders awaiting payment (10); the charge happens after the commit and a
// second transaction settles it (decision 0340). Cash on delivery and points are final here.
// Everything after the locks is one statement (decision 0525): each statement costs about a
// millisecond of the one thread on PGlite, whatever it writes.
import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import { tokyoDate } from '@shop/domain/calendar';
import { initialOrderStatus } from '@shop/domain/checkout';
import { MAX_DAILY_PURCHASES, purchaseNumberFrom } from '@shop/domain/orders';
import type { Database, Transaction } from '../../db/client.ts';
import { counters, mailOutbox, orderEvents, orders, payments, purchases, users } from '../../db/schema.ts';
import { HttpError, unprocessable } from '../../lib/http-error.ts';
import type { OutgoingMail } from '../../mail/queue.ts';
import type { Member } from '../../plugins/auth.ts';
import { purchaseAnswer, type Outcome } from './answers.ts';
import { couponRefusal, couponUseInsert, takeCouponUse } from './coupons.ts';
import { keyOfPurchase } from './idempotency.ts';
import { checkoutApiMessages } from './messages.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { spendPointsStatements } from './points.ts';
import { summarise, type PreparedPurchase } from './prepare.ts';
import { purchaseRows, type PurchaseRows } from './purchase-rows.ts';

export interface CardCharge {
  purchaseId: string;
  paymentId: number;
  /** The provider's order number: the purchase number, the attempt and a random part (decision 0340). */
  orderNumber: string;
  amount: number;
  token: string;
  installment: '10' | '61' | '80';
  payTimes: number | undefined;
}

export interface WrittenPurchase {
  /** Card purchases only: what to charge. */
  card: CardCharge | null;
  /** Cash on delivery and points: the final answer, already stored under the idempotency key. */
  outcome: Outcome | null;
}

/** The provider's order number for a charge attempt; the random part makes MD unguessable. */
export function providerOrderNumber(purchaseId: string, attempt: number): string {
  return `${purchaseId}-${attempt}-${randomBytes(9).toString('base64url')}`;
}

/** The next purchase number of the Tokyo day (decision 0154), from a counter row locked until commit. */
async function nextPurchaseNumber(tx: Transaction, now: Date): Promise<string> {
  const [row] = await tx
    .insert(counters)
    .values({ name: `purchase:${tokyoDate(now)}`, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  const sequence = row?.value ?? 0;
  if (sequence < 1 || sequence > MAX_DAILY_PURCHASES)
    throw new HttpError(503, checkoutApiMessages.dailyLimit);
  return purchaseNumberFrom(sequence, now);
}

export async function writePurchase(
  db: Database,
  input: { member: Member; prepared: PreparedPurchase; keyId: number; now: Date; publicUrl: string },
): Promise<WrittenPurchase> {
  const { member, prepared, now } = input;
  const { checkout } = prepared;
  const method = checkout.paymentMethod;
  return db.transaction(async (tx) => {
    // The member's row is locked (and its balance read again) only when points may be spent: a
    // purchase running alongside may have spent them. Without points the purchase never touches
    // the row, so skipping the lock keeps the lock order.
    let holdingPoint = prepared.buyer.holdingPoint;
    if (method === 'point' || checkout.pointUse > 0) {
      const [user] = await tx
        .select({ holdingPoint: users.holdingPoint })
        .from(users)
        .where(eq(users.id, member.id))
        .for('update');
      if (!user) throw new HttpError(401, checkoutApiMessages.purchaseInProgress);
      holdingPoint = user.holdingPoint;
    }

    const coupon = prepared.coupon;
    if (coupon) {
      const refusal = await takeCouponUse(tx, { couponId: coupon.id, userId: member.id, now });
      if (refusal) throw couponRefusal(refusal, 'checkout.coupon.code');
    }
    const summary = summarise(checkout, prepared.cartTotal, coupon?.discount ?? 0, holdingPoint);

    const purchaseId = await nextPurchaseNumber(tx, now);
    const card = method === 'epsilon' ? checkout.card : null;
    const orderNumber = card ? providerOrderNumber(purchaseId, 1) : null;
    const rows = purchaseRows({
      member,
      prepared,
      summary,
      couponId: coupon?.id ?? null,
      purchaseId,
      orderNumber,
      now,
    });
    // Cash on delivery and points are final now: their answer and mail are written with them.
    const outcome = card ? null : purchaseAnswer(rows.purchase, rows.orders);
    const mail = card
      ? null
      : orderConfirmationMail({
          publicUrl: input.publicUrl,
          to: member.email,
          name: prepared.buyer.name,
          purchase: rows.purchase,
          orders: rows.orders,
          couponCode: coupon?.code ?? null,
        });

    const written = await writeRows(tx, {
      rows,
      status: initialOrderStatus(method),
      coupon: coupon ? { ...coupon, discount: summary.discount } : null,
      pointUse: summary.pointUse,
      userId: member.id,
      keyId: input.keyId,
      outcome,
      mail,
      now,
    });
    if (!written.pointsTaken) {
      throw unprocessable(
        { 'checkout.pointUse': checkoutApiMessages.pointsChanged },
        checkoutApiMessages.pointsChanged,
      );
    }
    if (card && orderNumber) {
      return {
        outcome: null,
        card: {
          purchaseId,
          paymentId: written.paymentId,
          orderNumber,
          amount: summary.totalAmount,
          token: card.token,
          installment: card.installment,
          payTimes: card.payTimes,
        },
      };
    }
    if (!outcome) throw new Error('a purchase without a card was written without its answer');
    return { outcome, card: null };
  });
}

/**
 * One statement: the purchase, its orders and their first events, the payment record, the coupon
 * use, the points spent, the mail and the idempotency key. PostgreSQL runs every data-modifying
 * WITH part exactly once and checks the foreign keys at the end of the statement, so the events
 * can name orders inserted beside them.
 */
async function writeRows(
  tx: Transaction,
  input: {
    rows: PurchaseRows;
    status: number;
    coupon: { id: number; discount: number } | null;
    pointUse: number;
    userId: number;
    keyId: number;
    outcome: Outcome | null;
    mail: OutgoingMail | null;
    now: Date;
  },
): Promise<{ paymentId: number; pointsTaken: boolean }> {
  const { rows, now } = input;
  const purchaseId = rows.purchase.purchaseId;
  const newOrders = tx
    .$with('new_orders')
    .as(tx.insert(orders).values(rows.orders).returning({ id: orders.id, orderId: orders.orderId }));
  const newPayment = tx
    .$with('new_payment')
    .as(tx.insert(payments).values(rows.payment).returning({ id: payments.id }));
  const parts: WithSubquery[] = [
    tx.$with('new_purchase').as(tx.insert(purchases).values(rows.purchase)),
    newOrders,
    newPayment,
    tx.$with('new_events').as(
      tx.insert(orderEvents).values(
        rows.orders.map((order) => ({
          orderId: sql<number>`(select ${newOrders.id} from ${newOrders} where ${newOrders.orderId} = ${order.orderId})`,
          fromStatus: 0,
          toStatus: input.status,
          actor: 'customer',
          memo: 'ご注文',
          createdAt: now,
        })),
      ),
    ),
    tx.$with('key_of_purchase').as(keyOfPurchase(tx, input.keyId, purchaseId, input.outcome)),
  ];
  if (input.coupon) {
    const use = { couponId: input.coupon.id, userId: input.userId, purchaseId, now };
    parts.push(tx.$with('coupon_use').as(couponUseInsert(tx, { ...use, discount: input.coupon.discount })));
  }
  let pointsTaken: SQL<number> = sql<number>`1`;
  if (input.pointUse > 0) {
    const spend = spendPointsStatements(tx, {
      userId: input.userId,
      amount: input.pointUse,
      purchaseId,
      memo: `ご注文 ${purchaseId}`,
      now,
    });
    const balance = tx.$with('points_balance').as(spend.balance);
    parts.push(balance, tx.$with('points_movement').as(spend.movement));
    pointsTaken = sql<number>`(select count(*) from ${balance})::int`;
  }
  if (input.mail) {
    // The row enqueueMail (mail/queue.ts) writes, due now.
    const mail = input.mail;
    parts.push(
      tx.$with('new_mail').as(
        tx.insert(mailOutbox).values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          nextAttemptAt: now,
          createdAt: now,
        }),
      ),
    );
  }
  const [row] = await tx
    .with(...parts)
    .select({ paymentId: newPayment.id, pointsTaken })
    .from(newPayment);
  if (!row) throw new Error('the purchase statement returned no row');
  return { paymentId: row.paymentId, pointsTaken: row.pointsTaken === 1 };
}
