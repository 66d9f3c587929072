// The checkout's answers: POST /v2/purchase, POST /v2/coupons/{code}, GET /v2/thanks/{purchaseId}.
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';

export const estimateLineSchema = z.object({
  orderId: safeString(),
  estimateNumber: safeString(),
  no: z.int(),
});

export const purchaseAnswerSchema = z.object({
  purchase: z.object({
    method: safeString(),
    purchaseId: safeString(),
    totalAmount: z.int(),
  }),
  /** 3-D Secure only: what the browser posts to `redirect` (the challenge page), with TermUrl. */
  pareq: z.nullable(safeString()),
  redirect: z.nullable(safeString()),
  md: z.nullable(safeString()),
  termUrl: z.nullable(safeString()),
  /** The estimate lines ordered, so the done page can name the estimates they came from. */
  estimateData: z.array(estimateLineSchema),
});
export type PurchaseAnswer = z.output<typeof purchaseAnswerSchema>;

export const couponAnswerSchema = z.object({
  code: safeString(),
  discount: z.int(),
  /** Its conditions in Japanese sentences (promotions' couponConditions), shown beside the code. */
  conditions: z.array(safeString()),
});
export type CouponAnswer = z.output<typeof couponAnswerSchema>;

/** GA4's purchase event parameters (ecommerce object), ready for the tag manager's dataLayer. */
export const ecommerceSchema = z.object({
  transaction_id: safeString(),
  currency: z.literal('JPY'),
  value: z.int(),
  tax: z.int(),
  shipping: z.int(),
  coupon: z.optional(safeString()),
  payment_type: safeString(),
  items: z.array(
    z.object({
      item_id: safeString(),
      item_name: safeString(),
      item_category: safeString(),
      item_variant: safeString(),
      price: z.int(),
      quantity: z.int(),
      index: z.int(),
    }),
  ),
});
export type Ecommerce = z.output<typeof ecommerceSchema>;

export const thanksAnswerSchema = z.object({
  /** The flag before this call: 0 means this is the first thanks, and the app sends the event. */
  thanked: z.int(),
  ecommerce: ecommerceSchema,
});
export type ThanksAnswer = z.output<typeof thanksAnswerSchema>;
