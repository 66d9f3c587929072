export {
  DEFERRED_PAYMENT_FEE,
  DEFERRED_PAYMENT_LIMIT,
  DEFERRED_PAYMENT_PROVIDER,
  SHIPMENT_REPORT_MAX_WAIT_MS,
  isBillableInJapan,
  isDeferredPaymentAvailable,
  nextShipmentReportAt,
  screeningMayMove,
  type ScreeningResult,
} from './deferred-payment.ts';
export {
  deferredPaymentExplanation,
  deferredPaymentStateLabels,
  deferredPaymentStateNotes,
  deferredPaymentTiming,
} from './terms.ts';
export { orderLineStatusLabel } from './order-line-label.ts';
