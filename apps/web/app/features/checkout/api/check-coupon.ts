// POST /api/v2/coupons/{code} (spec point 7): the discount the code gives on the cart total.
import * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

const couponAnswerSchema = z.object({ code: z.string(), discount: z.number() });
export type CouponAnswer = z.infer<typeof couponAnswerSchema>;

export async function checkCoupon(code: string, totalAmount: number, signal?: AbortSignal) {
  return couponAnswerSchema.parse(
    await apiClient.post(`/coupons/${encodeURIComponent(code)}`, { totalAmount }, { signal }),
  );
}
