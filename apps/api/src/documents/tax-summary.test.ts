import { taxContained } from '@shop/domain/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containedTax, summarizeTax, type TaxableLine } from './tax-summary.ts';

describe('summarizeTax', () => {
  it.each([
    { amounts: [12345], tax: 1122, withoutTax: 11223 },
    { amounts: [110], tax: 10, withoutTax: 100 },
    { amounts: [109], tax: 9, withoutTax: 100 },
    { amounts: [1], tax: 0, withoutTax: 1 },
    { amounts: [0], tax: 0, withoutTax: 0 },
    // Per rate, not per line: three lines of ¥109 would give 9 + 9 + 9 = 27, the total gives 29.
    { amounts: [109, 109, 109], tax: 29, withoutTax: 298 },
    { amounts: [5500, -500], tax: 454, withoutTax: 4546 },
  ])('$amounts → tax $tax, without tax $withoutTax', ({ amounts, tax, withoutTax }) => {
    const totals = summarizeTax(amounts.map((amount) => ({ amount })));
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    expect(totals).toEqual({
      byRate: [{ taxRatePercent: 10, totalWithTax: total, tax, totalWithoutTax: withoutTax }],
      totalWithTax: total,
      tax,
      totalWithoutTax: withoutTax,
    });
  });

  it('keeps each rate apart, highest first, and adds them up', () => {
    const totals = summarizeTax([
      { amount: 1080, taxRatePercent: 8 },
      { amount: 1100 },
      { amount: 2160, taxRatePercent: 8 },
    ]);
    expect(totals.byRate).toEqual([
      { taxRatePercent: 10, totalWithTax: 1100, tax: 100, totalWithoutTax: 1000 },
      { taxRatePercent: 8, totalWithTax: 3240, tax: 240, totalWithoutTax: 3000 },
    ]);
    expect(totals).toMatchObject({ totalWithTax: 4340, tax: 340, totalWithoutTax: 4000 });
  });

  it('has no rate for a document without lines', () => {
    expect(summarizeTax([])).toEqual({ byRate: [], totalWithTax: 0, tax: 0, totalWithoutTax: 0 });
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s yen', (amount) => {
    expect(() => summarizeTax([{ amount }])).toThrow(RangeError);
  });

  it('refuses a discount larger than what it discounts', () => {
    expect(() => summarizeTax([{ amount: 500 }, { amount: -501 }])).toThrow(RangeError);
  });

  const lines = fc.array(
    fc.record({
      amount: fc.integer({ min: 0, max: 10_000_000 }),
      taxRatePercent: fc.constantFrom(10 as const, 8 as const),
    }),
    { maxLength: 40 },
  );

  it('lines sum to the total, and without-tax plus tax is the total, per rate and overall', () => {
    fc.assert(
      fc.property(lines, (input: TaxableLine[]) => {
        const totals = summarizeTax(input);
        expect(totals.totalWithTax).toBe(input.reduce((sum, line) => sum + line.amount, 0));
        expect(totals.totalWithoutTax + totals.tax).toBe(totals.totalWithTax);
        for (const rate of totals.byRate) {
          const ofRate = input.filter((line) => (line.taxRatePercent ?? 10) === rate.taxRatePercent);
          expect(rate.totalWithTax).toBe(ofRate.reduce((sum, line) => sum + line.amount, 0));
          expect(rate.totalWithoutTax + rate.tax).toBe(rate.totalWithTax);
        }
      }),
    );
  });

  it('the tax of a rate is floor(total × rate / (100 + rate)): the largest whole yen not above the exact tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom(10 as const, 8 as const),
        (total, rate) => {
          const tax = containedTax(total, rate);
          expect(Number.isInteger(tax)).toBe(true);
          expect(tax * (100 + rate)).toBeLessThanOrEqual(total * rate);
          expect((tax + 1) * (100 + rate)).toBeGreaterThan(total * rate);
        },
      ),
    );
  });

  it('agrees with the pricing module for 10%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (total) => {
        expect(containedTax(total, 10)).toBe(taxContained(total));
      }),
    );
  });
});
