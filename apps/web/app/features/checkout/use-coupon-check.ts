// Spec points 4 and 9: a coupon code is checked 500 ms after the last keystroke, and only once it
// is longer than 2 characters; a shorter code clears any discount.
import { useEffect } from 'react';
import { COUPON_DEBOUNCE_MS, isCouponCodeCheckable, normaliseCouponCode } from '@shop/domain/checkout';
import { isApiError } from '../../lib/api-error';
import { checkCoupon } from './api/check-coupon';
import { useCheckoutStore } from './store';

export function useCouponCheck(cartTotal: number): void {
  const code = useCheckoutStore((state) => state.couponCode);

  useEffect(() => {
    const { update, coupon } = useCheckoutStore.getState();
    if (!isCouponCodeCheckable(code)) {
      if (coupon || useCheckoutStore.getState().couponMessage) update({ coupon: null, couponMessage: '' });
      return;
    }
    const normalised = normaliseCouponCode(code);
    if (coupon?.code === normalised) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkCoupon(normalised, cartTotal, controller.signal).then(
        (answer) =>
          update({
            coupon: { code: answer.code, discount: answer.discount, conditions: answer.conditions },
            couponMessage: '',
          }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          update({
            coupon: null,
            couponMessage: isApiError(error) ? error.message : 'クーポンを確認できませんでした',
          });
        },
      );
    }, COUPON_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code, cartTotal]);
}
