export {
  DEFAULT_INSTALLMENT,
  DEFAULT_PAYMENT_METHOD,
  OFFERED_PAYMENT_METHOD_IDS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_IDS,
  initialOrderStatus,
  isOfferedPaymentMethod,
  isPaymentMethodId,
  paymentMethodLabel,
  type OfferedPaymentMethodId,
  type PaymentMethodId,
} from './payment-methods.ts';
export { offeredPaymentMethodSchema, paymentMethodSchema } from './payment-method-schema.ts';
export { CASH_ON_DELIVERY_LIMIT, cashOnDeliveryFee, isCashOnDeliveryAvailable } from './cash-on-delivery.ts';
export {
  COUPON_CODE_MIN_LENGTH,
  COUPON_DEBOUNCE_MS,
  couponDiscount,
  isCouponCodeCheckable,
  normaliseCouponCode,
  type Coupon,
  type CouponResult,
} from './coupon.ts';
export {
  POINT_RATE_PERCENT,
  canPayAllByPoints,
  clampPointUse,
  pointsEarned,
  type PointContext,
} from './points.ts';
export {
  computeCheckout,
  type CheckoutInput,
  type CheckoutRefusal,
  type CheckoutResult,
  type CheckoutSummary,
} from './checkout-total.ts';
export {
  DELIVERY_TIMES,
  DELIVERY_TIME_IDS,
  deliveryTimeLabel,
  isDeliveryTime,
  type DeliveryTime,
} from './delivery-times.ts';
export { cancellationTerms, paymentTiming, returnTerms } from './order-terms.ts';
export { POINTS_GRANTED_AT_STATUS } from './point-grant.ts';
export { formatPoints, pointRewardLabel, pointRuleSentence, pointWords } from './point-rule.ts';
