// The rows a purchase writes, built before the statement that writes them (decision 0525): the
// answer and the confirmation mail are made from these values, so the purchase is written in one
// statement without reading anything back.
import type { CheckoutSummary } from '@shop/domain/checkout';
import { initialOrderStatus } from '@shop/domain/checkout';
import { taxContained } from '@shop/domain/pricing';
import type { orders, payments, purchases } from '../../db/schema.ts';
import type { Member } from '../../plugins/auth.ts';
import type { MailOrder, MailPurchase } from './order-mail.ts';
import type { OrderRow } from './order-lines.ts';
import type { PreparedPurchase } from './prepare.ts';
import { bankTransferMethod } from '../bank-transfer/method.ts';
import { virtualAccountMethod } from '../virtual-account/method.ts';
import type { VirtualAccountOpening } from '../virtual-account/open-account.ts';
import { startPayPay } from '../paypay/start.ts';
import { startCard } from './card-method.ts';
import { deferredPaymentMethod } from '../deferred-payment/method.ts';
import type { DeferredPaymentOpening } from '../deferred-payment/screen.ts';
import { invoiceCreditMethod, type InvoiceCreditOpening } from '../invoice-credit/method.ts';

export type PurchaseValues = typeof purchases.$inferInsert & MailPurchase;
export type OrderValues = typeof orders.$inferInsert & MailOrder & Pick<OrderRow, 'estimateData'>;
export type PaymentValues = typeof payments.$inferInsert;

export interface PurchaseRows {
  purchase: PurchaseValues;
  orders: OrderValues[];
  payment: PaymentValues;
  /** The orders' first status: the method's, or 10 for a 後払い screening held for review. */
  orderStatus: number;
}

export function purchaseRows(input: {
  member: Member;
  prepared: PreparedPurchase;
  summary: CheckoutSummary;
  couponId: number | null;
  purchaseId: string;
  /** The provider's order number of the first charge attempt (card), or PayPay's merchantPaymentId. */
  orderNumber: string | null;
  /** 銀行振込（バーチャル口座）: the account the provider issued before the write (decision 0825). */
  opening?: VirtualAccountOpening | undefined;
  /** 後払い: the provider's screening before the write (decision 0826). */
  deferred?: DeferredPaymentOpening | undefined;
  /** 請求書払い（掛け払い）: the credit line the order took its amount from (decision 0835). */
  credit?: InvoiceCreditOpening | undefined;
  now: Date;
}): PurchaseRows {
  const { member, prepared, summary, purchaseId, now } = input;
  const { checkout } = prepared;
  const method = checkout.paymentMethod;
  const card = method === 'epsilon' ? checkout.card : null;

  // Every method but cash on delivery and points starts by the one payment model (decisions 0822,
  // 0825, 0785, 0826, 0835, 0788).
  const startInput = { purchaseId, amount: summary.totalAmount, now, holidays: prepared.holidays };
  const opening = method === 'vbank' ? input.opening : undefined;
  if (method === 'vbank' && !opening) throw new Error('a virtual-account purchase without its account');
  if (method === 'gmokb' && !input.credit)
    throw new Error('an invoice-credit purchase without its credit line');
  const started =
    method === 'epsilon'
      ? startCard({ opening: { payTimes: card?.payTimes } })
      : method === 'bank'
        ? bankTransferMethod.start({ ...startInput, opening: undefined })
        : opening
          ? virtualAccountMethod.start({ ...startInput, opening })
          : method === 'paypay'
            ? startPayPay(startInput)
            : method === 'gmoab' && input.deferred
              ? deferredPaymentMethod.start({ ...startInput, opening: input.deferred })
              : method === 'gmokb' && input.credit
                ? invoiceCreditMethod.start({ ...startInput, opening: input.credit })
                : null;
  if (method === 'gmoab' && !input.deferred)
    throw new Error('a deferred-payment purchase without its screening');
  const status = started?.orderStatus ?? initialOrderStatus(method);
  return {
    purchase: {
      purchaseId,
      userId: member.id,
      paymentMethod: method,
      paymentStatus: started?.purchaseStatus ?? (method === 'point' ? 'paid' : 'on_delivery'),
      itemsAmount: prepared.cartTotal,
      discount: summary.discount,
      pointUse: summary.pointUse,
      codFee: summary.codFee,
      totalAmount: summary.totalAmount,
      taxAmount: taxContained(summary.totalAmount),
      pointEarned: summary.pointsEarned,
      couponId: input.couponId,
      sourceAddress: prepared.source,
      destinationAddress: prepared.destination,
      deliveryTime: checkout.shipment.deliveryTime,
      note: checkout.note,
      exampleUse: checkout.exampleUse,
      priorConsent: checkout.priorConsent,
      consent: checkout.consent,
      createdAt: now,
      updatedAt: now,
    },
    orders: prepared.lines.map((line, index) => ({
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
    payment: {
      purchaseId,
      method,
      amount: method === 'point' ? summary.pointUse : summary.totalAmount,
      status: started?.paymentStatus ?? (method === 'point' ? 'paid' : 'pending'),
      providerReference: opening?.orderNumber ?? input.deferred?.orderNumber ?? input.orderNumber,
      maskedCardNo: card?.maskedCardNo ?? null,
      installment: card?.installment ?? null,
      detail: started?.detail ?? null,
      createdAt: now,
      updatedAt: now,
    },
    orderStatus: status,
  };
}
