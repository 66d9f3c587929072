import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOnDeliveryFee, isCashOnDeliveryAvailable } from './cash-on-delivery.ts';

describe('cashOnDeliveryFee', () => {
  it.each([
    [0, 330],
    [1, 330],
    [9_999, 330],
    [10_000, 440],
    [29_999, 440],
    [30_000, 660],
    [99_999, 660],
    [100_000, null],
    [1_000_000, null],
  ])('¥%i → %j', (amount, fee) => expect(cashOnDeliveryFee(amount)).toBe(fee));

  it.each([-1, 1.5, Number.NaN])('refuses the amount %d', (amount) => {
    expect(() => cashOnDeliveryFee(amount)).toThrow(RangeError);
  });

  it('never falls as the amount rises, and is one of the three tiers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99_999 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect([330, 440, 660]).toContain(cashOnDeliveryFee(low));
        expect(cashOnDeliveryFee(low)!).toBeLessThanOrEqual(cashOnDeliveryFee(high)!);
      }),
    );
  });
});

describe('isCashOnDeliveryAvailable', () => {
  it.each([
    [0, false],
    [1, true],
    [99_999, true],
    [100_000, false],
  ])('¥%i → %s', (amount, available) => expect(isCashOnDeliveryAvailable(amount)).toBe(available));
});
