import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointShares } from './point-share.ts';

describe('pointShares', () => {
  it.each([
    [55, [5500], [55]],
    [100, [5000, 5000], [50, 50]],
    [10, [1, 1, 1], [3, 3, 4]],
    [1, [3000, 2000], [0, 1]],
    [0, [3000, 2000], [0, 0]],
    [7, [0, 0], [7, 0]],
    [5, [], []],
  ])('%i points over %j → %j', (total, amounts, expected) => {
    expect(pointShares(total, amounts)).toEqual(expected);
  });

  it('refuses fractions and negatives', () => {
    expect(() => pointShares(-1, [1])).toThrow(RangeError);
    expect(() => pointShares(1.5, [1])).toThrow(RangeError);
    expect(() => pointShares(1, [-1])).toThrow(RangeError);
  });

  it('always gives whole, non-negative shares adding up to the total, larger lines never less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, amounts) => {
          const shares = pointShares(total, amounts);
          expect(shares).toHaveLength(amounts.length);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = amounts.reduce((a, b) => a + b, 0);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share) && share >= 0).toBe(true);
            // Each share is within one point of its exact proportion.
            if (sum > 0) expect(Math.abs(share - (total * amounts[index]!) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
