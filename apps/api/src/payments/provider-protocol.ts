// The card provider's wire format, in GMO Epsilon's field names (PAYMENTS.md): the shop posts
// form fields and reads a result back. Our stand-in answers these fields as JSON; a real
// provider's XML answer is read into the same shape by its adapter (decision 0323).
import { z } from 'zod';

/** card_st_code: 10 一括 (single payment), 61 分割 (instalments), 80 リボ (revolving). */
export const PAYMENT_KINDS = ['10', '61', '80'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** pay_time for 分割: the counts Japanese card companies commonly accept. */
export const INSTALLMENT_COUNTS = [3, 5, 6, 10, 12, 15, 18, 20, 24] as const;

/** result: 0 refused, 1 paid, 5 or 6 3-D Secure needed (5 the older protocol, 6 EMV 3-D Secure), 9 system error. */
export const PROVIDER_RESULTS = ['0', '1', '5', '6', '9'] as const;
export type ProviderResult = (typeof PROVIDER_RESULTS)[number];

/** err_code values of the stand-in (decision 0321); a real provider's codes go through its adapter. */
export const PROVIDER_ERROR_CODES = {
  cardDeclined: 'CARD_DECLINED',
  cardNumberInvalid: 'CARD_NUMBER_INVALID',
  cardExpired: 'CARD_EXPIRED',
  tokenNotFound: 'TOKEN_NOT_FOUND',
  tokenUsed: 'TOKEN_USED',
  tokenExpired: 'TOKEN_EXPIRED',
  threeDSecureRequired: 'TDS_REQUIRED',
  threeDSecureFailed: 'TDS_FAILED',
  invalidParameter: 'INVALID_PARAMETER',
  orderNotFound: 'ORDER_NOT_FOUND',
  /** A refund on a charge that is not paid, or one asking to keep more than is charged. */
  refundRefused: 'REFUND_REFUSED',
  /** A charge with an order number the provider has seen: real providers refuse it (issue 15). */
  orderNumberUsed: 'ORDER_NUMBER_USED',
} as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[keyof typeof PROVIDER_ERROR_CODES];

/** POST {provider}/charges */
export interface ChargeRequestFields {
  contract_code: string;
  order_number: string;
  /** Integer yen, tax included. */
  item_price: string;
  token: string;
  card_st_code: PaymentKind;
  /** Number of payments; only with card_st_code 61. */
  pay_time: string;
  /** '1' asks for 3-D Secure. */
  tds_check_code: '0' | '1';
}

/** POST {provider}/charges/complete, after the customer's 3-D Secure challenge. */
export interface CompleteRequestFields {
  contract_code: string;
  /** The MD the challenge answered: the charge's order number. */
  order_number: string;
  tds_pares: string;
}

/** POST {provider}/refunds: the charge's amount lowered to item_price (0 cancels it). */
export interface RefundRequestFields {
  contract_code: string;
  order_number: string;
  /** Integer yen that stays charged. */
  item_price: string;
}

/** POST {provider}/charges/inquiry: what became of the charge with this order number. */
export interface InquiryRequestFields {
  contract_code: string;
  order_number: string;
}

/**
 * state of an inquiry's answer: paid, declined (refused or failed authentication), pending (the
 * 3-D Secure challenge is still open) or not_found (no charge with this order number arrived).
 */
export const INQUIRY_STATES = ['paid', 'declined', 'pending', 'not_found'] as const;

/** The inquiry's answer: result 1 with the charge's state, or 9 when the inquiry itself failed. */
export const inquiryAnswerSchema = z.object({
  result: z.enum(['1', '9']),
  order_number: z.string(),
  state: z.enum(INQUIRY_STATES).optional(),
  trans_code: z.string().default(''),
  err_code: z.string().default(''),
  err_detail: z.string().default(''),
});
export type InquiryAnswer = z.output<typeof inquiryAnswerSchema>;

export const providerAnswerSchema = z.object({
  result: z.enum(PROVIDER_RESULTS),
  order_number: z.string(),
  err_code: z.string().default(''),
  /** The provider's own words, for the shop's logs; the customer reads the adapter's message. */
  err_detail: z.string().default(''),
  /** The provider's reference of a paid charge. */
  trans_code: z.string().default(''),
  /** With result 5 or 6: the challenge page, the request for it and the shop's reference. */
  acsurl: z.string().optional(),
  pareq: z.string().optional(),
  md: z.string().optional(),
});
export type ProviderAnswer = z.output<typeof providerAnswerSchema>;
