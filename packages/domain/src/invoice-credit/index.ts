export {
  BUSINESS_TYPES,
  BUSINESS_TYPE_LABELS,
  creditApplicationSchema,
  type BusinessType,
  type CreditApplication,
  type CreditApplicationInput,
} from './application.ts';
export {
  corporateNumberCheckDigit,
  isCorporateNumber,
  normaliseCorporateNumber,
} from './corporate-number.ts';
export {
  CREDIT_LINE_STATES,
  MAX_DESIRED_LIMIT,
  MIN_DESIRED_LIMIT,
  REAPPLY_AFTER_DAYS,
  creditCovers,
  invoiceTerms,
  mayApply,
  reapplyFrom,
  remainingCredit,
  type CreditLineState,
} from './credit-line.ts';
export { invoiceCreditMessages } from './messages.ts';
export {
  invoiceCreditBilling,
  invoiceCreditOrderNote,
  invoiceCreditPaymentTerms,
  invoiceCreditTiming,
} from './terms.ts';
export {
  creditLineAnswerSchema,
  creditLineSchema,
  invoiceCreditPaymentSchema,
  type CreditLine,
  type CreditLineAnswer,
  type InvoiceCreditPayment,
} from './answers.ts';
export { settleInvoice, type InvoiceOrder, type InvoiceSettlement } from './invoice-payment.ts';
