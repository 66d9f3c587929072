export {
  ORDER_STATUS,
  ORDER_STATUSES,
  SAMPLE_IMAGE_STATUS,
  SAMPLE_IMAGE_STATUSES,
  isOrderStatus,
  isSampleImageStatus,
  orderStatusLabel,
  sampleImageStatusLabel,
  type OrderStatus,
  type OrderStatusName,
  type SampleImageStatus,
  type SampleImageStatusName,
} from './status.ts';
export { orderStatusSchema, sampleImageStatusSchema } from './status-schema.ts';
export {
  ORDER_TRANSITIONS,
  OrderTransitionError,
  TRANSITION_ACTORS,
  assertTransition,
  canTransition,
  customerCancellationTarget,
  isActive,
  isCancellableByCustomer,
  isCancellationComplete,
  isShipmentChangeable,
  isUploadable,
  nextStatuses,
  type TransitionActor,
} from './transitions.ts';
export {
  MAX_DAILY_PURCHASES,
  PURCHASE_NUMBER_LENGTH,
  isPurchaseNumber,
  normalisePurchaseNumber,
  purchaseNumberFrom,
  purchaseNumberSchema,
} from './purchase-number.ts';
export {
  artworkPrompt,
  earnsPointsLater,
  isCancellingStatus,
  paymentNote,
  purchaseOutcome,
  purchasePointsLine,
  type PurchaseOutcome,
} from './customer-words.ts';
