// The answers of the API (spec point 7), one schema each: the API answers with them (and documents
// them in /api/docs), the app reads them with the same ones (decision 0671).
export { addressLineFields } from './address-fields.ts';
export { listedProductSchema, listedProductsSchema, type ListedProduct } from './catalog.ts';
export {
  holidaySchema,
  holidaysSchema,
  shippingDateSchema,
  shippingDatesSchema,
  type Holiday,
  type ShippingDate,
} from './calendar.ts';
export { infoAnswerSchema, newsItemSchema, type NewsItem } from './info.ts';
export { operatorSchema, type Operator } from './shop-profile.ts';
export { bankAccountAnswerSchema, type BankAccountAnswer } from './bank-account.ts';
export {
  addressEntriesSchema,
  addressEntrySchema,
  doneAnswerSchema,
  emailCheckAnswerSchema,
  emailVerifiedAnswerSchema,
  loginAnswerSchema,
  signupAnswerSchema,
  userAnswerSchema,
  userSchema,
  type AddressEntry,
  type User,
} from './members.ts';
export {
  calcPriceAnswerSchema,
  detailOptionSchema,
  enabledNumsAnswerSchema,
  priceDetailSchema,
  shapeAnswerSchema,
  type CalcPriceAnswer,
} from './pricing.ts';
export {
  couponAnswerSchema,
  ecommerceSchema,
  estimateLineSchema,
  purchaseAnswerSchema,
  thanksAnswerSchema,
  type CouponAnswer,
  type Ecommerce,
  type PurchaseAnswer,
  type ThanksAnswer,
} from './checkout.ts';
export {
  addressSnapshotSchema,
  bankTransferSchema,
  deferredPaymentSchema,
  cancelAnswerSchema,
  orderSchema,
  ordersSchema,
  pointMovementSchema,
  pointsAnswerSchema,
  purchaseSchema,
  purchasesSchema,
  resumableChallengeSchema,
  payPayStatusSchema,
  shipmentChangeAnswerSchema,
  type AddressSnapshot,
  type BankTransfer,
  type DeferredPayment,
  type CancelAnswer,
  type ResumableChallenge,
  type PayPayStatus,
  type Order,
  type PointMovement,
  type Points,
  type Purchase,
} from './orders.ts';
export { receiptAnswerSchema, type ReceiptAnswer } from './requests.ts';
export {
  estimatePdfAnswerSchema,
  issuedDocumentSchema,
  type EstimatePdfAnswer,
  type IssuedDocument,
} from './documents.ts';
export {
  postalAnswerSchema,
  postalCandidateAnswerSchema,
  type PostalAnswer,
  type PostalCandidateAnswer,
} from './postal.ts';
export {
  estimateAnswerChildSchema,
  estimateAnswerSchema,
  estimateAnswersSchema,
  type EstimateAnswer,
  type EstimateAnswerChild,
} from './estimates.ts';
export {
  staffMoveAnswerSchema,
  staffOrderListSchema,
  staffOrderRowSchema,
  staffPurchaseSchema,
  todayAnswerSchema,
  type StaffMoveAnswer,
  type StaffOrderList,
  type StaffOrderRow,
  type StaffPurchase,
  type TodayAnswer,
} from './back-office-orders.ts';
export { errorEnvelopeSchema } from './error-envelope.ts';
