import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPurchaseNumber,
  normalisePurchaseNumber,
  purchaseNumberFrom,
  purchaseNumberSchema,
} from './purchase-number.ts';

describe('purchaseNumberFrom', () => {
  it('joins the Tokyo date as YYMMDD and the 5-digit daily sequence', () => {
    expect(purchaseNumberFrom(1, new Date('2026-11-21T05:00:00Z'))).toBe('26112100001');
    expect(purchaseNumberFrom(99_999, new Date('2026-11-21T05:00:00Z'))).toBe('26112199999');
  });

  it('uses the Tokyo day, not the UTC one', () => {
    // 15:30 UTC on the 20th is 00:30 on the 21st in Tokyo.
    expect(purchaseNumberFrom(42, new Date('2026-11-20T15:30:00Z'))).toBe('26112100042');
    expect(purchaseNumberFrom(42, Date.UTC(2026, 10, 20, 14, 59) / 1000)).toBe('26112000042');
  });

  it.each([0, -1, 100_000, 1.5, Number.NaN])('refuses the sequence %d', (sequence) => {
    expect(() => purchaseNumberFrom(sequence, new Date('2026-11-21T05:00:00Z'))).toThrow(RangeError);
  });

  it('always makes an 11-digit number, distinct for distinct sequences of a day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (first, second, at) => {
          const a = purchaseNumberFrom(first, at);
          expect(isPurchaseNumber(a)).toBe(true);
          expect(a === purchaseNumberFrom(second, at)).toBe(first === second);
        },
      ),
    );
  });
});

describe('isPurchaseNumber', () => {
  it.each([
    ['26112100001', true],
    ['00000000001', true],
    ['2611210000', false],
    ['261121000011', false],
    ['2611210000a', false],
    [26112100001, false],
  ])('%j → %s', (value, expected) => expect(isPurchaseNumber(value)).toBe(expected));
});

describe('purchaseNumberSchema', () => {
  it('accepts what customers type and outputs 11 digits', () => {
    expect(normalisePurchaseNumber('２６１１２１-００００１')).toBe('26112100001');
    expect(purchaseNumberSchema.parse(' 261121-00001 ')).toBe('26112100001');
  });
  it('refuses anything else with the purchase-number message', () => {
    expect(purchaseNumberSchema.safeParse('1234').error?.issues[0]?.message).toBe(
      'ご注文番号は11桁の数字でご入力ください',
    );
  });
});
