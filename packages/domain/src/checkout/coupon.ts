// Coupons: a fixed amount or a percentage off the cart total, perhaps with a minimum total and a
// cap. Spec points 4 and 9: codes are checked once longer than 2 characters, 500 ms after typing.
import { checkoutMessages } from '../messages/index.ts';
import { formatYen } from '../format/yen.ts';
import { assertYen } from './amounts.ts';

export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_DEBOUNCE_MS = 500;

export type Coupon =
  | { kind: 'fixed'; amount: number; minimumTotal?: number }
  | { kind: 'percent'; percent: number; minimumTotal?: number; maxDiscount?: number };

export type CouponResult =
  { ok: true; discount: number } | { ok: false; discount: 0; reason: 'belowMinimum'; message: string };

/** Codes are typed on phones: full-width letters and digits become half-width, letters capitals. */
export function normaliseCouponCode(code: string): string {
  return code.normalize('NFKC').trim().toUpperCase();
}

/** True once the code is long enough to be checked (more than 2 characters). */
export function isCouponCodeCheckable(code: string): boolean {
  return normaliseCouponCode(code).length >= COUPON_CODE_MIN_LENGTH;
}

/**
 * The discount a coupon gives on `cartTotal`: never negative, never more than the total, whole yen
 * (a percentage is rounded down). Below the coupon's minimum total it gives nothing and says why.
 */
export function couponDiscount(coupon: Coupon, cartTotal: number): CouponResult {
  assertYen('cartTotal', cartTotal);
  const minimumTotal = coupon.minimumTotal ?? 0;
  assertYen('minimumTotal', minimumTotal);
  if (cartTotal < minimumTotal) {
    return {
      ok: false,
      discount: 0,
      reason: 'belowMinimum',
      message: checkoutMessages.couponMinimum(formatYen(minimumTotal)),
    };
  }
  let discount: number;
  if (coupon.kind === 'fixed') {
    assertYen('amount', coupon.amount);
    discount = coupon.amount;
  } else {
    if (!Number.isFinite(coupon.percent) || coupon.percent < 0 || coupon.percent > 100) {
      throw new RangeError(`percent must be 0–100, got ${coupon.percent}`);
    }
    // Hundredths of a percent as an integer keep 10.5% exact; the yen fraction is dropped.
    discount = Math.floor((cartTotal * Math.round(coupon.percent * 100)) / 10_000);
    if (coupon.maxDiscount !== undefined) {
      assertYen('maxDiscount', coupon.maxDiscount);
      discount = Math.min(discount, coupon.maxDiscount);
    }
  }
  return { ok: true, discount: Math.min(discount, cartTotal) };
}
