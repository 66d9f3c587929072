// Coupon and point calls (decision 0761), keyed under ['admin', 'coupons'].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  couponDetailAnswerSchema,
  couponEntrySchema,
  couponListAnswerSchema,
  memberPointsAnswerSchema,
  pointAdjustAnswerSchema,
  type CouponCreateInput,
  type PointAdjustInput,
} from '@shop/domain/promotions';
import { adminRequest } from '@admin/lib/admin-api';

export const couponsKey = ['admin', 'coupons'] as const;

/**
 * What the forms send: a number field may carry the text as typed when it is not a whole number,
 * so the server's answer names that field (「…は半角数字の整数で入力してください」).
 */
type AsTyped<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | string };
export type CouponFormBody = AsTyped<CouponCreateInput, 'amount' | 'minimumTotal' | 'useLimit'>;
export type PointsFormBody = AsTyped<PointAdjustInput, 'amount'>;

export function useCoupons() {
  return useQuery({
    queryKey: [...couponsKey, 'list'],
    queryFn: () => adminRequest('GET', '/coupons', couponListAnswerSchema),
    staleTime: 0,
  });
}

export function useCoupon(id: number) {
  return useQuery({
    queryKey: [...couponsKey, 'detail', id],
    queryFn: () => adminRequest('GET', `/coupons/${id}`, couponDetailAnswerSchema),
    staleTime: 0,
  });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coupon: CouponFormBody) => adminRequest('POST', '/coupons', couponEntrySchema, coupon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

export function usePauseCoupon(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => adminRequest('PATCH', `/coupons/${id}`, couponEntrySchema, { paused }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}

const memberPointsKey = ['admin', 'points'] as const;

/** A member's points as My page shows them; nothing is asked while no address is given. */
export function useMemberPoints(email: string) {
  return useQuery({
    queryKey: [...memberPointsKey, email],
    queryFn: () =>
      adminRequest('GET', `/points?email=${encodeURIComponent(email)}`, memberPointsAnswerSchema),
    enabled: email !== '',
    staleTime: 0,
    retry: false,
  });
}

export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjust: PointsFormBody) => adminRequest('POST', '/points', pointAdjustAnswerSchema, adjust),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberPointsKey }),
  });
}
