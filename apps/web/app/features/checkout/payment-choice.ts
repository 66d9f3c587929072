// What the payment step offers and what it comes to, from the cart, the member's points and the
// choices kept in the checkout store: the domain's rules (spec points 3 and 4), composed once for
// the screen and its "next" step.
import {
  PAYMENT_METHODS,
  canPayAllByPoints,
  cashOnDeliveryFee,
  clampPointUse,
  computeCheckout,
  type CheckoutResult,
  type OfferedPaymentMethodId,
  type PointContext,
} from '@shop/domain/checkout';
import type { CheckoutState } from './store';

export type OfferedPaymentMethod = Extract<(typeof PAYMENT_METHODS)[number], { offered: true }>;

/** The methods offered; 全額ポイント払い only when the points cover the whole amount. */
export function offeredPaymentMethods(allByPoints: boolean): OfferedPaymentMethod[] {
  return PAYMENT_METHODS.filter((method): method is OfferedPaymentMethod => method.offered).filter(
    (method) => method.id !== 'point' || allByPoints,
  );
}

/** The kept method as shown: the card when 全額ポイント払い is not (or not yet known to be) offered. */
export function shownPaymentMethod(
  kept: OfferedPaymentMethodId,
  allByPoints: boolean,
): OfferedPaymentMethodId {
  return kept === 'point' && !allByPoints ? 'epsilon' : kept;
}

export interface PaymentChoice {
  methods: OfferedPaymentMethod[];
  /** The kept method, or the card when points no longer cover the amount. */
  paymentMethod: OfferedPaymentMethodId;
  pointContext: PointContext;
  discount: number;
  pointUse: number;
  /** The cash-on-delivery fee for the amount left to pay; null above the limit. */
  codFee: number | null;
  result: CheckoutResult;
}

export function paymentChoice(
  state: Pick<CheckoutState, 'coupon' | 'paymentMethod' | 'pointUse'>,
  cartTotal: number,
  holdingPoint: number,
): PaymentChoice {
  const discount = Math.min(state.coupon?.discount ?? 0, cartTotal);
  const pointContext = { holdingPoint, cartTotal, discount };
  const allByPoints = canPayAllByPoints(pointContext);
  const paymentMethod = shownPaymentMethod(state.paymentMethod, allByPoints);
  const pointUse = clampPointUse(state.pointUse, pointContext);
  return {
    methods: offeredPaymentMethods(allByPoints),
    paymentMethod,
    pointContext,
    discount,
    pointUse,
    codFee: cashOnDeliveryFee(Math.max(0, cartTotal - discount - pointUse)),
    result: computeCheckout({ cartTotal, discount, holdingPoint, pointUse, paymentMethod }),
  };
}
