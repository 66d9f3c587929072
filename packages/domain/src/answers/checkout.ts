// The checkout's answers: POST /v2/purchase, POST /v2/coupons/{code}, GET /v2/thanks/{purchaseId}.
import { z } from 'zod/mini';

export const estimateLineSchema = z.object({
  orderId: z.string(),
  estimateNumber: z.string(),
  no: z.int(),
});

export const purchaseAnswerSchema = z.object({
  purchase: z.object({
    method: z.string(),
    purchaseId: z.string(),
    totalAmount: z.int(),
  }),
  /** 3-D Secure only: what the browser posts to `redirect` (the challenge page), with TermUrl. */
  pareq: z.nullable(z.string()),
  redirect: z.nullable(z.string()),
  md: z.nullable(z.string()),
  termUrl: z.nullable(z.string()),
  /** The estimate lines ordered, so the done page can name the estimates they came from. */
  estimateData: z.array(estimateLineSchema),
});
export type PurchaseAnswer = z.output<typeof purchaseAnswerSchema>;

export const couponAnswerSchema = z.object({ code: z.string(), discount: z.int() });
export type CouponAnswer = z.output<typeof couponAnswerSchema>;

/** GA4's purchase event parameters (ecommerce object), ready for the tag manager's dataLayer. */
export const ecommerceSchema = z.object({
  transaction_id: z.string(),
  currency: z.literal('JPY'),
  value: z.int(),
  tax: z.int(),
  shipping: z.int(),
  coupon: z.optional(z.string()),
  payment_type: z.string(),
  items: z.array(
    z.object({
      item_id: z.string(),
      item_name: z.string(),
      item_category: z.string(),
      item_variant: z.string(),
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
