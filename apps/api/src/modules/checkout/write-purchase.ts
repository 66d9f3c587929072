// The purchase transaction (ARCHITECTURE.md: one transaction for purchase, orders, payment record,
// coupon use and points). Locks are taken in one order everywhere (member, coupon, day counter) so
// concurrent purchases wait for each other instead of deadlocking. A card purchase is written as
// 'authorizing' with its orders awaiting payment (10); the charge happens after the commit and a
// second transaction settles it (decision 0340). Cash on delivery, points and bank transfer (its
// orders awaiting the transfer, decision 0820; to a virtual account issued before, 0825) are final
// here, and so is 掛け払い (its amount taken from the member's credit line first, decision 0835).
// Everything after the locks is one statement (decision 0525): each statement costs about a
// millisecond of the one thread on PGlite, whatever it writes. drizzle builds it for each purchase
// (purchase-statement.ts; no cache by shape since decision 0692).
import { randomBytes } from 'node:crypto';
import { eq, sql, type Query } from 'drizzle-orm';
import { tokyoDate } from '@shop/domain/calendar';
import { MAX_DAILY_PURCHASES, purchaseNumberFrom } from '@shop/domain/orders';
import { runBuilt } from '../../db/built-statement.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { counters, users } from '../../db/schema.ts';
import { HttpError, unprocessable } from '../../lib/http-error.ts';
import type { Member } from '../../plugins/auth.ts';
import { purchaseAnswer, type Outcome } from './answers.ts';
import { couponRefusal, takeCouponUse } from './coupons.ts';
import { checkoutApiMessages } from './messages.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { summarise, type PreparedPurchase } from './prepare.ts';
import { carryRepeatedArtwork } from './carry-artwork.ts';
import { purchaseRows } from './purchase-rows.ts';
import { writePurchaseStatement } from './purchase-statement.ts';
import { readDetail } from '../bank-transfer/state.ts';
import type { VirtualAccountOpening } from '../virtual-account/open-account.ts';
import type { DeferredPaymentOpening } from '../deferred-payment/screen.ts';
import { takeCredit } from '../invoice-credit/credit-use.ts';

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

/** A PayPay purchase's payment, opened at PayPay after the commit (decision 0785). */
export interface PayPayOpening {
  purchaseId: string;
  paymentId: number;
  /** PayPay's merchantPaymentId: fixed here, so a repeat can never open a second payment. */
  merchantPaymentId: string;
  amount: number;
}

export interface WrittenPurchase {
  /** Card purchases only: what to charge. */
  card: CardCharge | null;
  /** PayPay purchases only: the payment to open. */
  paypay?: PayPayOpening;
  /** Cash on delivery and points: the final answer, already stored under the idempotency key. */
  outcome: Outcome | null;
}

/** The provider's order number for a charge attempt; the random part makes MD unguessable. */
export function providerOrderNumber(purchaseId: string, attempt: number): string {
  return `${purchaseId}-${attempt}-${randomBytes(9).toString('base64url')}`;
}

/** The day counter's upsert, built once (decision 0535): only the counter's name changes. */
let counterStatement: Query | undefined;

/** The next purchase number of the Tokyo day (decision 0154), from a counter row locked until commit. */
async function nextPurchaseNumber(tx: Transaction, now: Date): Promise<string> {
  counterStatement ??= tx
    .insert(counters)
    .values({ name: sql.placeholder('name'), value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value })
    .toSQL();
  const [sequence = 0] = await runBuilt(
    tx,
    counterStatement,
    { name: `purchase:${tokyoDate(now)}` },
    ([value]) => Number(value),
  );
  if (sequence < 1 || sequence > MAX_DAILY_PURCHASES)
    throw new HttpError(503, checkoutApiMessages.dailyLimit);
  return purchaseNumberFrom(sequence, now);
}

export async function writePurchase(
  db: Database,
  input: {
    member: Member;
    prepared: PreparedPurchase;
    keyId: number;
    now: Date;
    publicUrl: string;
    /** 銀行振込（バーチャル口座）: the account issued before the write (decision 0825). */
    opening?: VirtualAccountOpening | undefined;
    /** 後払い: the provider's screening, passed or held, before the write (decision 0826). */
    deferred?: DeferredPaymentOpening | undefined;
  },
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
    // 掛け払い: the amount is taken from the member's limit, or the purchase is refused and rolled
    // back (decision 0835). After the coupon, before the day counter: the one lock order.
    const credit =
      method === 'gmokb'
        ? { applicationId: await takeCredit(tx, member.id, summary.totalAmount) }
        : undefined;

    const purchaseId = await nextPurchaseNumber(tx, now);
    const card = method === 'epsilon' ? checkout.card : null;
    // The card's order number, or PayPay's merchantPaymentId: the same unguessable shape.
    const orderNumber = card || method === 'paypay' ? providerOrderNumber(purchaseId, 1) : null;
    const paidLater = card !== null || method === 'paypay';
    const rows = purchaseRows({
      member,
      prepared,
      summary,
      couponId: coupon?.id ?? null,
      purchaseId,
      orderNumber,
      opening: input.opening,
      deferred: input.deferred,
      credit,
      now,
    });
    // Cash on delivery, points and bank transfer are final now: their answer and mail are written with them.
    const outcome = paidLater ? null : purchaseAnswer(rows.purchase, rows.orders);
    const mail = paidLater
      ? null
      : orderConfirmationMail({
          publicUrl: input.publicUrl,
          to: member.email,
          name: prepared.buyer.name,
          purchase: rows.purchase,
          orders: rows.orders,
          couponCode: coupon?.code ?? null,
          transfer:
            method === 'bank' || method === 'vbank'
              ? {
                  dueDate: readDetail(rows.payment.detail).dueDate,
                  account: input.opening?.account,
                }
              : undefined,
          deferred: input.deferred?.screening,
        });

    const written = await writePurchaseStatement(tx, {
      rows,
      status: rows.orderStatus,
      coupon: coupon ? { ...coupon, discount: summary.discount } : null,
      pointUse: summary.pointUse,
      userId: member.id,
      keyId: input.keyId,
      outcome,
      mail,
      now,
    });
    if (!written.keyLinked) {
      // A retry took the key over while this request was stalled past its lease (issue 15): it
      // owns the purchase now, so this one writes nothing (the rollback) and charges nothing.
      throw new HttpError(409, checkoutApiMessages.purchaseInProgress);
    }
    if (!written.pointsTaken) {
      throw unprocessable(
        { 'checkout.pointUse': checkoutApiMessages.pointsChanged },
        checkoutApiMessages.pointsChanged,
      );
    }
    // After the orders exist, in the same transaction: a reorder's artwork (decision 0806).
    await carryRepeatedArtwork(tx, {
      userId: member.id,
      lines: rows.orders.map((order) => ({ orderId: order.orderId, repeatId: order.repeatId ?? 0 })),
      now,
    });
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
    if (method === 'paypay' && orderNumber) {
      return {
        outcome: null,
        card: null,
        paypay: {
          purchaseId,
          paymentId: written.paymentId,
          merchantPaymentId: orderNumber,
          amount: summary.totalAmount,
        },
      };
    }
    if (!outcome) throw new Error('a purchase without a card was written without its answer');
    return { outcome, card: null };
  });
}
