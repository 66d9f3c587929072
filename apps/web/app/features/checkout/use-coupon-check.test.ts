import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPON_DEBOUNCE_MS } from '@shop/domain/checkout';
import { ApiError } from '../../lib/api-error';
import { checkCoupon } from './api/check-coupon';
import { initialCheckoutState, useCheckoutStore } from './store';
import { useCouponCheck } from './use-coupon-check';

vi.mock('./api/check-coupon', () => ({ checkCoupon: vi.fn() }));
const check = vi.mocked(checkCoupon);

const type = (couponCode: string) => act(() => useCheckoutStore.getState().update({ couponCode }));

beforeEach(() => {
  vi.useFakeTimers();
  check.mockReset();
  useCheckoutStore.setState(initialCheckoutState);
});
afterEach(() => vi.useRealTimers());

describe('useCouponCheck', () => {
  it('checks once, 500 ms after the last change, only a code longer than 2 characters', async () => {
    check.mockResolvedValue({
      code: 'SPRING',
      discount: 500,
      conditions: ['お一人様1回限りご利用いただけます'],
    });
    renderHook(() => useCouponCheck(2530));
    type('SP');
    await act(() => vi.advanceTimersByTimeAsync(COUPON_DEBOUNCE_MS * 2));
    expect(check).not.toHaveBeenCalled();

    type('SPR');
    await act(() => vi.advanceTimersByTimeAsync(COUPON_DEBOUNCE_MS - 100));
    type('spring');
    await act(() => vi.advanceTimersByTimeAsync(COUPON_DEBOUNCE_MS - 1));
    expect(check).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.slice(0, 2)).toEqual(['SPRING', 2530]);
    expect(useCheckoutStore.getState().coupon).toEqual({
      code: 'SPRING',
      discount: 500,
      conditions: ['お一人様1回限りご利用いただけます'],
    });

    // Shortening the code below 3 characters drops the discount.
    type('SP');
    expect(useCheckoutStore.getState().coupon).toBeNull();
  });

  it('shows the server message for an invalid code', async () => {
    check.mockRejectedValue(new ApiError(422, 'このクーポンはご利用いただけません'));
    renderHook(() => useCouponCheck(2530));
    type('NOPE');
    await act(() => vi.advanceTimersByTimeAsync(COUPON_DEBOUNCE_MS));
    expect(useCheckoutStore.getState()).toMatchObject({
      coupon: null,
      couponMessage: 'このクーポンはご利用いただけません',
    });
  });
});
