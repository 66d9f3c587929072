// The checkout's arithmetic in one place (spec point 4): total = cart − discount − points, plus the
// fee when paid on delivery; full points payment makes the total 0. The browser shows it, and the
// server recomputes it at purchase.
import { checkoutMessages } from '../messages/index.ts';
import { formatYen } from '../format/yen.ts';
import { assertYen } from './amounts.ts';
import { CASH_ON_DELIVERY_LIMIT, cashOnDeliveryFee } from './cash-on-delivery.ts';
import { DEFERRED_PAYMENT_LIMIT, isDeferredPaymentAvailable } from '../deferred-payment/deferred-payment.ts';
import { isOfferedPaymentMethod, type PaymentMethodId } from './payment-methods.ts';
import { canPayAllByPoints, clampPointUse, pointsEarned } from './points.ts';

export interface CheckoutInput {
  /** Sum of the cart items' amountTotal. */
  cartTotal: number;
  /** The coupon's discount (0 without one); more than the cart total counts as the cart total. */
  discount: number;
  holdingPoint: number;
  /** Points the customer asked to use; clamped here. Ignored for full points payment. */
  pointUse: number;
  paymentMethod: PaymentMethodId;
}

export interface CheckoutSummary {
  cartTotal: number;
  discount: number;
  pointUse: number;
  /** Cash-on-delivery fee; 0 for other methods. */
  codFee: number;
  /** What the customer pays: cart − discount − points + COD fee. */
  totalAmount: number;
  /** Points granted after shipping. */
  pointsEarned: number;
}

export type CheckoutRefusal =
  'methodNotOffered' | 'pointShortage' | 'cashOnDeliveryLimit' | 'deferredPaymentLimit' | 'nothingToCharge';

export type CheckoutResult =
  { ok: true; summary: CheckoutSummary } | { ok: false; reason: CheckoutRefusal; message: string };

function refuse(reason: CheckoutRefusal, message: string): CheckoutResult {
  return { ok: false, reason, message };
}

export function computeCheckout(input: CheckoutInput): CheckoutResult {
  const { cartTotal, holdingPoint, paymentMethod } = input;
  assertYen('cartTotal', cartTotal);
  assertYen('discount', input.discount);
  assertYen('holdingPoint', holdingPoint);
  if (!isOfferedPaymentMethod(paymentMethod)) {
    return refuse('methodNotOffered', checkoutMessages.paymentMethodNotOffered);
  }
  const discount = Math.min(input.discount, cartTotal);
  const context = { holdingPoint, cartTotal, discount };

  let pointUse: number;
  if (paymentMethod === 'point') {
    if (!canPayAllByPoints(context)) return refuse('pointShortage', checkoutMessages.pointShortage);
    pointUse = cartTotal - discount;
  } else {
    pointUse = clampPointUse(input.pointUse, context);
  }

  const paidForGoods = cartTotal - discount - pointUse;
  // A card cannot be charged ¥0 and a carrier collects nothing: the customer picks full points.
  if (paymentMethod !== 'point' && paidForGoods === 0) {
    return refuse('nothingToCharge', checkoutMessages.nothingToCharge);
  }

  let codFee = 0;
  if (paymentMethod === 'onDelivery') {
    const fee = cashOnDeliveryFee(paidForGoods);
    if (fee === null) {
      return refuse(
        'cashOnDeliveryLimit',
        checkoutMessages.cashOnDeliveryLimit(formatYen(CASH_ON_DELIVERY_LIMIT)),
      );
    }
    codFee = fee;
  }
  // 後払い: the provider takes orders up to its limit; its fee is the shop's (decision 0826).
  if (paymentMethod === 'gmoab' && !isDeferredPaymentAvailable(paidForGoods)) {
    return refuse(
      'deferredPaymentLimit',
      checkoutMessages.deferredPaymentLimit(formatYen(DEFERRED_PAYMENT_LIMIT)),
    );
  }

  return {
    ok: true,
    summary: {
      cartTotal,
      discount,
      pointUse,
      codFee,
      totalAmount: paidForGoods + codFee,
      pointsEarned: pointsEarned(paidForGoods),
    },
  };
}
