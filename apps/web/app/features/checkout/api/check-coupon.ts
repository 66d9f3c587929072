// POST /api/v2/coupons/{code} (spec point 7): the discount the code gives on the cart total.
import * as v from 'valibot';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

const couponAnswerSchema = v.object({ code: v.string(), discount: v.number() });
export type CouponAnswer = v.InferOutput<typeof couponAnswerSchema>;

export async function checkCoupon(code: string, totalAmount: number, signal?: AbortSignal) {
  return parseAnswer(
    couponAnswerSchema,
    await apiClient.post(`/coupons/${encodeURIComponent(code)}`, { totalAmount }, { signal }),
  );
}
