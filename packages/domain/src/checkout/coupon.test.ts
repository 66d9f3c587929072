import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, isCouponCodeCheckable, normaliseCouponCode, type Coupon } from './coupon.ts';

describe('couponDiscount', () => {
  it.each<[string, Coupon, number, number]>([
    ['a fixed amount', { kind: 'fixed', amount: 500 }, 3_000, 500],
    ['a fixed amount larger than the total', { kind: 'fixed', amount: 5_000 }, 3_000, 3_000],
    ['a percentage, rounded down', { kind: 'percent', percent: 10 }, 3_333, 333],
    ['a fractional percentage', { kind: 'percent', percent: 10.5 }, 10_000, 1_050],
    ['a capped percentage', { kind: 'percent', percent: 20, maxDiscount: 1_000 }, 10_000, 1_000],
    ['100 percent', { kind: 'percent', percent: 100 }, 2_500, 2_500],
    ['exactly the minimum total', { kind: 'fixed', amount: 300, minimumTotal: 3_000 }, 3_000, 300],
    ['a zero total', { kind: 'fixed', amount: 300 }, 0, 0],
  ])('%s', (_, coupon, total, discount) => {
    expect(couponDiscount(coupon, total)).toEqual({ ok: true, discount });
  });

  it('gives nothing below the minimum total and says why', () => {
    expect(couponDiscount({ kind: 'fixed', amount: 300, minimumTotal: 3_000 }, 2_999)).toEqual({
      ok: false,
      discount: 0,
      reason: 'belowMinimum',
      message: 'このクーポンは¥3,000以上のご注文でご利用いただけます',
    });
  });

  it('refuses impossible coupons', () => {
    expect(() => couponDiscount({ kind: 'fixed', amount: -1 }, 1_000)).toThrow(RangeError);
    expect(() => couponDiscount({ kind: 'percent', percent: 101 }, 1_000)).toThrow(RangeError);
    expect(() => couponDiscount({ kind: 'fixed', amount: 1 }, 1.5)).toThrow(RangeError);
  });

  const coupons: fc.Arbitrary<Coupon> = fc.oneof(
    fc.record({
      kind: fc.constant('fixed' as const),
      amount: fc.integer({ min: 0, max: 1_000_000 }),
      minimumTotal: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
    }),
    fc.record({
      kind: fc.constant('percent' as const),
      percent: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
      minimumTotal: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
      maxDiscount: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
    }),
  );

  it('is always whole yen between 0 and the total', () => {
    fc.assert(
      fc.property(coupons, fc.integer({ min: 0, max: 10_000_000 }), (coupon, total) => {
        const { discount } = couponDiscount(coupon, total);
        expect(Number.isInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(total);
      }),
    );
  });
});

describe('coupon codes', () => {
  it('are checked once longer than 2 characters', () => {
    expect(isCouponCodeCheckable('AB')).toBe(false);
    expect(isCouponCodeCheckable(' AB ')).toBe(false);
    expect(isCouponCodeCheckable('ABC')).toBe(true);
  });

  it('are normalised to half-width capitals', () => {
    expect(normaliseCouponCode(' ｓｕｍｍｅｒ２０２６ ')).toBe('SUMMER2026');
  });
});
