// GET /api/v2/thanks/{purchaseId} (spec point 7): marks the purchase thanked and answers the flag
// it had before, with the GA4 ecommerce object of the purchase.
import * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

const thanksAnswerSchema = z.object({
  thanked: z.number(),
  ecommerce: z.object({
    transaction_id: z.string(),
    currency: z.literal('JPY'),
    value: z.number(),
    tax: z.number(),
    shipping: z.number(),
    coupon: z.optional(z.string()),
    payment_type: z.string(),
    items: z.array(
      z.object({
        item_id: z.string(),
        item_name: z.string(),
        item_category: z.string(),
        item_variant: z.string(),
        price: z.number(),
        quantity: z.number(),
        index: z.number(),
      }),
    ),
  }),
});
export type ThanksAnswer = z.infer<typeof thanksAnswerSchema>;

export async function getThanks(purchaseId: string): Promise<ThanksAnswer> {
  return thanksAnswerSchema.parse(await apiClient.get(`/thanks/${encodeURIComponent(purchaseId)}`));
}
