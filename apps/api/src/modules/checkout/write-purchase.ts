// The purchase transaction (ARCHITECTURE.md: one transaction for purchase, orders, payment record,
// coupon use and points). Locks are taken in one order everywhere (member, coupon, day counter) so
// concurrent purchases wait for each other instead of deadlocking. A card purchase is written as
// 'authorizing' with its orders awaiting payment (10); the charge happens after the commit and a
// second transaction settles it (decision 0340). Cash on delivery and points are final here.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { tokyoDate } from '@shop/domain/calendar';
import { initialOrderStatus } from '@shop/domain/checkout';
import { MAX_DAILY_PURCHASES, purchaseNumberFrom } from '@shop/domain/orders';
import { taxContained } from '@shop/domain/pricing';
import type { Database, Transaction } from '../../db/client.ts';
import { counters, orderEvents, orders, payments, purchases, users } from '../../db/schema.ts';
import { HttpError, unprocessable } from '../../lib/http-error.ts';
import { enqueueMail } from '../../mail/queue.ts';
import type { Member } from '../../plugins/auth.ts';
import { purchaseAnswer, type Outcome } from './answers.ts';
import { couponRefusal, recordCouponUse, takeCouponUse } from './coupons.ts';
import { answerKey, linkKey } from './idempotency.ts';
import { checkoutApiMessages } from './messages.ts';
import type { OrderRow, PurchaseRow } from './order-lines.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { movePoints } from './points.ts';
import { summarise, type PreparedPurchase } from './prepare.ts';

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
  purchase: PurchaseRow;
  orders: OrderRow[];
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
    const [user] = await tx.select().from(users).where(eq(users.id, member.id)).for('update');
    if (!user) throw new HttpError(401, checkoutApiMessages.purchaseInProgress);

    const coupon = prepared.coupon;
    if (coupon) {
      const refusal = await takeCouponUse(tx, { couponId: coupon.id, userId: member.id, now });
      if (refusal) throw couponRefusal(refusal, 'checkout.coupon.code');
    }
    // Again with the balance under lock: a purchase running alongside may have spent points.
    const summary = summarise(checkout, prepared.cartTotal, coupon?.discount ?? 0, user.holdingPoint);

    const purchaseId = await nextPurchaseNumber(tx, now);
    const [purchase] = await tx
      .insert(purchases)
      .values({
        purchaseId,
        userId: member.id,
        paymentMethod: method,
        paymentStatus: method === 'epsilon' ? 'authorizing' : method === 'point' ? 'paid' : 'on_delivery',
        itemsAmount: prepared.cartTotal,
        discount: summary.discount,
        pointUse: summary.pointUse,
        codFee: summary.codFee,
        totalAmount: summary.totalAmount,
        taxAmount: taxContained(summary.totalAmount),
        pointEarned: summary.pointsEarned,
        couponId: coupon?.id ?? null,
        sourceAddress: prepared.source,
        destinationAddress: prepared.destination,
        deliveryTime: checkout.shipment.deliveryTime,
        note: checkout.note,
        exampleUse: checkout.exampleUse,
        priorConsent: checkout.priorConsent,
        consent: checkout.consent,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!purchase) throw new Error('purchases insert returned no row');

    const status = initialOrderStatus(method);
    const orderRows = await tx
      .insert(orders)
      .values(
        prepared.lines.map((line, index) => ({
          purchaseId,
          orderId: `${purchaseId}-${index + 1}`,
          userId: member.id,
          productId: line.draft.productId,
          shapeId: line.draft.shapeId,
          name: line.draft.name,
          num: line.draft.num,
          size: line.draft.size,
          sizeX: Math.round(line.draft.sizeX),
          sizeY: Math.round(line.draft.sizeY),
          status,
          options: line.detail,
          deliveryDateProduct: line.draft.deliveryDateProduct,
          deliveryDateOption: line.draft.deliveryDateOption,
          shippingDate: line.shippingDate,
          amountProduct: line.draft.amountProduct,
          amountOption: line.draft.amountOption,
          amountTotal: line.draft.amountTotal,
          point: line.draft.point,
          repeatId: line.draft.repeatId,
          // Either of the two example-use answers of the checkout is the customer's yes (decision 0343).
          canExampleUse: checkout.exampleUse || checkout.consent.exampleUse,
          estimateData:
            line.draft.estimateData && line.estimateNumber
              ? { ...line.draft.estimateData, estimateNumber: line.estimateNumber }
              : null,
          freeFormat: {
            title: line.draft.freeFormatTitle,
            body: line.draft.freeFormatBody,
            amount: line.draft.freeFormatAmount,
            repeat: line.draft.freeFormatRepeat,
          },
          item: line.item,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    await tx.insert(orderEvents).values(
      orderRows.map((order) => ({
        orderId: order.id,
        fromStatus: 0,
        toStatus: status,
        actor: 'customer',
        memo: 'ご注文',
        createdAt: now,
      })),
    );

    const card = method === 'epsilon' ? checkout.card : null;
    const orderNumber = card ? providerOrderNumber(purchaseId, 1) : null;
    const [payment] = await tx
      .insert(payments)
      .values({
        purchaseId,
        method,
        amount: method === 'point' ? summary.pointUse : summary.totalAmount,
        status: method === 'point' ? 'paid' : 'pending',
        providerReference: orderNumber,
        maskedCardNo: card?.maskedCardNo ?? null,
        installment: card?.installment ?? null,
        detail: card?.payTimes === undefined ? null : { payTimes: card.payTimes },
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('payments insert returned no row');

    if (coupon) {
      await recordCouponUse(tx, {
        couponId: coupon.id,
        userId: member.id,
        purchaseId,
        discount: summary.discount,
        now,
      });
    }
    if (summary.pointUse > 0) {
      const balance = await movePoints(tx, {
        userId: member.id,
        amount: -summary.pointUse,
        kind: 'spent',
        purchaseId,
        memo: `ご注文 ${purchaseId}`,
        now,
      });
      if (balance === null) {
        throw unprocessable(
          { 'checkout.pointUse': checkoutApiMessages.pointsChanged },
          checkoutApiMessages.pointsChanged,
        );
      }
    }
    if (card && orderNumber) {
      await linkKey(tx, input.keyId, purchaseId);
      return {
        purchase,
        orders: orderRows,
        card: {
          purchaseId,
          paymentId: payment.id,
          orderNumber,
          amount: summary.totalAmount,
          token: card.token,
          installment: card.installment,
          payTimes: card.payTimes,
        },
        outcome: null,
      };
    }
    await enqueueMail(
      tx,
      orderConfirmationMail({
        publicUrl: input.publicUrl,
        to: member.email,
        name: user,
        purchase,
        orders: orderRows,
        couponCode: coupon?.code ?? null,
      }),
      now,
    );
    const outcome = purchaseAnswer(purchase, orderRows);
    await answerKey(tx, input.keyId, purchaseId, outcome);
    return { purchase, orders: orderRows, card: null, outcome };
  });
}
