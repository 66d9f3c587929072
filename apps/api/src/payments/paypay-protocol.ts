// What the shop and PayPay's API say to each other (decision 0785), shaped like PayPay's Open
// Payment API for web payments: a payment is created as a code (`POST /v2/codes`, with the
// shop's own merchantPaymentId and the address to send the customer back to), its state is asked by
// that id (`GET /v2/codes/payments/{merchantPaymentId}`), and one never paid is cancelled
// (`DELETE /v2/payments/{merchantPaymentId}`); a paid one is refunded (`POST /v2/refunds`, the
// shop's merchantRefundId its idempotency key, decision 0764). The stand-in at /sandbox-pay/paypay reads and
// answers the same shapes; these schemas are the one description both sides use.
import { z } from 'zod';

/** The merchant the call is for, beside the API key (PayPay: X-ASSUME-MERCHANT). */
export const MERCHANT_HEADER = 'x-assume-merchant';

export const createCodeRequestSchema = z.object({
  merchantPaymentId: z.string().regex(/^[\w-]{1,64}$/),
  amount: z.object({ amount: z.number().int().min(1), currency: z.literal('JPY') }),
  codeType: z.literal('ORDER_QR'),
  redirectUrl: z.url(),
  redirectType: z.literal('WEB_LINK'),
  /** The customer's browser: PayPay shows the app's button on a phone, the QR code on a computer. */
  userAgent: z.string().max(1000),
  /** Epoch seconds: the code is no longer payable from then (the shop's window, decision 0785). */
  expiryDate: z.number().int(),
  requestedAt: z.number().int(),
});
export type CreateCodeRequest = z.infer<typeof createCodeRequestSchema>;

export const PAYPAY_RESULT_CODES = {
  success: 'SUCCESS',
  invalidParameters: 'INVALID_PARAMS',
  unauthorized: 'UNAUTHORIZED',
  duplicate: 'DUPLICATE_DYNAMIC_QR_REQUEST',
  notFound: 'DYNAMIC_QR_PAYMENT_NOT_FOUND',
  alreadyCompleted: 'ORDER_NOT_REVERSIBLE',
  /** A refund above what is left of the payment. */
  refundTooLarge: 'INVALID_REFUND_AMOUNT',
  refundPaymentNotFound: 'NO_SUCH_PAYMENT',
} as const;

const resultInfoSchema = z.object({ code: z.string(), message: z.string() });

export const createCodeAnswerSchema = z.object({
  resultInfo: resultInfoSchema,
  data: z
    .object({
      codeId: z.string(),
      url: z.string(),
      merchantPaymentId: z.string(),
      expiryDate: z.number().int(),
    })
    .nullable(),
});
export type CreateCodeAnswer = z.infer<typeof createCodeAnswerSchema>;

/** PayPay's payment states; a code nobody scanned yet is CREATED. */
export const PAYPAY_STATUSES = ['CREATED', 'COMPLETED', 'CANCELED', 'EXPIRED', 'FAILED'] as const;
export type PayPayStatus = (typeof PAYPAY_STATUSES)[number];

export const paymentDetailsAnswerSchema = z.object({
  resultInfo: resultInfoSchema,
  data: z
    .object({
      merchantPaymentId: z.string(),
      status: z.enum(PAYPAY_STATUSES),
      /** PayPay's own payment id, once paid. */
      paymentId: z.string().nullable(),
      amount: z.object({ amount: z.number().int(), currency: z.literal('JPY') }),
    })
    .nullable(),
});
export type PaymentDetailsAnswer = z.infer<typeof paymentDetailsAnswerSchema>;

export const cancelAnswerSchema = z.object({ resultInfo: resultInfoSchema, data: z.null().optional() });
export type CancelAnswer = z.infer<typeof cancelAnswerSchema>;

export const refundRequestSchema = z.object({
  /** The shop's id of this refund: the same id again is the same refund, never a second one. */
  merchantRefundId: z.string().regex(/^[\w-]{1,64}$/),
  /** PayPay's id of the paid payment. */
  paymentId: z.string().min(1).max(64),
  amount: z.object({ amount: z.number().int().min(1), currency: z.literal('JPY') }),
  requestedAt: z.number().int(),
  reason: z.string().max(255).optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundAnswerSchema = z.object({
  resultInfo: resultInfoSchema,
  data: z
    .object({
      status: z.enum(['CREATED', 'COMPLETED', 'FAILED']),
      merchantRefundId: z.string(),
      paymentId: z.string(),
      amount: z.object({ amount: z.number().int(), currency: z.literal('JPY') }),
    })
    .nullable(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;
