import { fieldMessages } from '@shop/domain/messages';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sideLimitBroken, validateSize } from './validate-size.ts';

// shortMin 10, longMin 20, shortMax 280, longMax 300
const spec = { shortMin: 10, longMin: 20, shortMax: 280, longMax: 300 };
const { sizeInteger, sizeMin, sizeMax } = fieldMessages;

describe('validateSize (spec point 5)', () => {
  it.each([
    [50, 50, null, 'a common size'],
    [10, 20, null, 'the smallest allowed: short side at shortMin, long side at longMin'],
    [20, 10, null, 'either orientation'],
    [280, 300, null, 'the largest allowed'],
    [300, 10, null, 'long and thin'],
    [50.5, 50, sizeInteger, 'a fraction'],
    [Number.NaN, 50, sizeInteger, 'not a number'],
    [50, Number.POSITIVE_INFINITY, sizeInteger, 'infinity'],
    [9, 50, sizeMin, 'a side below shortMin'],
    [0, 50, sizeMin, 'a zero side'],
    [301, 50, sizeMax, 'a side above longMax'],
    [19, 19, sizeMin, 'both sides below longMin'],
    [15, 20, null, 'one side reaching longMin is enough'],
    [281, 281, sizeMax, 'both sides above shortMax'],
    [281, 280, null, 'one side within shortMax is enough'],
    [5, 400, sizeMin, 'the min rule is checked before the max rule'],
  ])('%s × %s → %s (%s)', (sizeX, sizeY, expected, _label) => {
    expect(validateSize({ sizeX, sizeY, spec })).toBe(expected);
  });

  it('is skipped when the product has no size limits and the item is not a repeat', () => {
    expect(validateSize({ sizeX: 12.5, sizeY: 9999, spec: null, repeatId: 0 })).toBeNull();
  });

  it('still wants whole numbers for a repeat without size limits', () => {
    expect(validateSize({ sizeX: 12.5, sizeY: 40, spec: null, repeatId: 88 })).toBe(sizeInteger);
    expect(validateSize({ sizeX: 12, sizeY: 40, spec: null, repeatId: 88 })).toBeNull();
  });

  it('checks a repeat against the limits when they exist', () => {
    expect(validateSize({ sizeX: 400, sizeY: 40, spec, repeatId: 88 })).toBe(sizeMax);
  });
});

describe('sideLimitBroken (one side on its own)', () => {
  it('agrees with validateSize whenever the other side is one that fits with anything', () => {
    // 20 × 280 is allowed with any side in [10, 300]: it reaches longMin and stays within shortMax.
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 400 }), fc.constantFrom(20, 280), (side, other) => {
        const broken = sideLimitBroken(side, spec);
        expect(validateSize({ sizeX: side, sizeY: other, spec })).toBe(broken ? fieldMessages[broken] : null);
      }),
    );
  });
});
