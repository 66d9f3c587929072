// POST /api/v2/coupons/{code} (spec point 7): the discount the code gives on the cart total.
import { couponAnswerSchema, type CouponAnswer } from '@shop/domain/answers';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export type { CouponAnswer };

export async function checkCoupon(code: string, totalAmount: number, signal?: AbortSignal) {
  return parseAnswer(
    couponAnswerSchema,
    await apiClient.post(`/coupons/${encodeURIComponent(code)}`, { totalAmount }, { signal }),
  );
}
