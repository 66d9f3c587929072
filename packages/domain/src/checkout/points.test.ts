import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPayAllByPoints, clampPointUse, pointsEarned } from './points.ts';

describe('clampPointUse', () => {
  const context = { holdingPoint: 1_000, cartTotal: 5_000, discount: 500 };

  it.each([
    ['a request within bounds', 300, context, 300],
    ['a negative request', -10, context, 0],
    ['not a number', Number.NaN, context, 0],
    ['a fraction', 10.9, context, 10],
    ['more than held', 2_000, context, 1_000],
    [
      'more than the total after discount',
      9_000,
      { holdingPoint: 9_000, cartTotal: 5_000, discount: 500 },
      4_500,
    ],
    ['a discount larger than the cart', 100, { holdingPoint: 1_000, cartTotal: 500, discount: 800 }, 0],
  ])('%s', (_, requested, pointContext, expected) => {
    expect(clampPointUse(requested, pointContext)).toBe(expected);
  });

  it('stays between 0 and min(held, cart − discount), in whole points, for every input', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (requested, holdingPoint, cartTotal, discount) => {
          const used = clampPointUse(requested, { holdingPoint, cartTotal, discount });
          expect(Number.isInteger(used)).toBe(true);
          expect(used).toBeGreaterThanOrEqual(0);
          expect(used).toBeLessThanOrEqual(Math.min(holdingPoint, Math.max(0, cartTotal - discount)));
          expect(clampPointUse(used, { holdingPoint, cartTotal, discount })).toBe(used);
        },
      ),
    );
  });
});

describe('canPayAllByPoints', () => {
  it.each([
    [4_500, 5_000, 500, true],
    [4_499, 5_000, 500, false],
    [0, 500, 500, true],
    [0, 1, 0, false],
  ])('held %i, cart %i, discount %i → %s', (holdingPoint, cartTotal, discount, expected) => {
    expect(canPayAllByPoints({ holdingPoint, cartTotal, discount })).toBe(expected);
  });
});

describe('pointsEarned', () => {
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [12_345, 123],
  ])('¥%i paid → %i points', (paid, points) => expect(pointsEarned(paid)).toBe(points));
});
