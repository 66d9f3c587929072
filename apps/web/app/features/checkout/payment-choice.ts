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

/**
 * The methods the shop switches on without asking the server: those that need no account of the
 * shop's own. Until GET /client-config answers (or if it cannot), only these are shown.
 */
export const METHODS_WITHOUT_SETTINGS: readonly OfferedPaymentMethodId[] = ['epsilon', 'onDelivery', 'point'];

/**
 * The methods offered: those the server's configuration switches on (decision 0821), and
 * 全額ポイント払い only when the points cover the whole amount.
 */
export function offeredPaymentMethods(
  allByPoints: boolean,
  enabled: readonly string[] = METHODS_WITHOUT_SETTINGS,
): OfferedPaymentMethod[] {
  return PAYMENT_METHODS.filter((method): method is OfferedPaymentMethod => method.offered).filter(
    (method) => enabled.includes(method.id) && (method.id !== 'point' || allByPoints),
  );
}

/**
 * The kept method as shown: the card when 全額ポイント払い is not (or not yet known to be) offered,
 * or when the kept method is switched off.
 */
export function shownPaymentMethod(
  kept: OfferedPaymentMethodId,
  allByPoints: boolean,
  enabled: readonly string[] = METHODS_WITHOUT_SETTINGS,
): OfferedPaymentMethodId {
  if (kept === 'point' && !allByPoints) return 'epsilon';
  return enabled.includes(kept) ? kept : 'epsilon';
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
  enabled: readonly string[] = METHODS_WITHOUT_SETTINGS,
): PaymentChoice {
  const discount = Math.min(state.coupon?.discount ?? 0, cartTotal);
  const pointContext = { holdingPoint, cartTotal, discount };
  const allByPoints = canPayAllByPoints(pointContext);
  const paymentMethod = shownPaymentMethod(state.paymentMethod, allByPoints, enabled);
  const pointUse = clampPointUse(state.pointUse, pointContext);
  return {
    methods: offeredPaymentMethods(allByPoints, enabled),
    paymentMethod,
    pointContext,
    discount,
    pointUse,
    codFee: cashOnDeliveryFee(Math.max(0, cartTotal - discount - pointUse)),
    result: computeCheckout({ cartTotal, discount, holdingPoint, pointUse, paymentMethod }),
  };
}
