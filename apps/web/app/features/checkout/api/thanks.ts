// GET /api/v2/thanks/{purchaseId} (spec point 7): marks the purchase thanked and answers the flag
// it had before, with the GA4 ecommerce object of the purchase.
import * as v from 'valibot';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

const thanksAnswerSchema = v.object({
  thanked: v.number(),
  ecommerce: v.object({
    transaction_id: v.string(),
    currency: v.literal('JPY'),
    value: v.number(),
    tax: v.number(),
    shipping: v.number(),
    coupon: v.optional(v.string()),
    payment_type: v.string(),
    items: v.array(
      v.object({
        item_id: v.string(),
        item_name: v.string(),
        item_category: v.string(),
        item_variant: v.string(),
        price: v.number(),
        quantity: v.number(),
        index: v.number(),
      }),
    ),
  }),
});
export type ThanksAnswer = v.InferOutput<typeof thanksAnswerSchema>;

export async function getThanks(purchaseId: string): Promise<ThanksAnswer> {
  return parseAnswer(thanksAnswerSchema, await apiClient.get(`/thanks/${encodeURIComponent(purchaseId)}`));
}
