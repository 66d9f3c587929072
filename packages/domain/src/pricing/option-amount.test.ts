import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateWithTax, optionAmountWithoutTax } from './option-amount.ts';
import { taxContained, withTax } from './tax.ts';

describe('tax', () => {
  it.each([
    [1000, 1100],
    [1234, 1357],
    [999, 1098],
    [0, 0],
  ])('¥%i before tax is ¥%i with tax (rounded down)', (without, withIt) => {
    expect(withTax(without)).toBe(withIt);
  });

  it.each([
    [1100, 100],
    [55000, 5000],
    [1357, 123],
    [1, 0],
  ])('¥%i contains ¥%i of tax', (amount, tax) => {
    expect(taxContained(amount)).toBe(tax);
  });
});

describe('optionAmountWithoutTax', () => {
  it.each([
    [{ perPiece: 0, perOrder: 0, percent: 0 }, 100, 2300, 0],
    [{ perPiece: 5, perOrder: 3000, percent: 0 }, 100, 2300, 3500],
    [{ perPiece: 0, perOrder: 0, percent: 15 }, 100, 2650, 397],
    [{ perPiece: 2, perOrder: 500, percent: 10 }, 10, 1000, 620],
  ])('%j × %i pieces on ¥%i → ¥%i', (rule, num, product, expected) => {
    expect(optionAmountWithoutTax(rule, num, product)).toBe(expected);
  });
});

describe('allocateWithTax', () => {
  it('gives the yen lost to rounding to the lines with the largest fractions', () => {
    // 3 → 3.3, 5 → 5.5, 7 → 7.7: floors 3, 5, 7 = 15; the total 16 (floor 16.5) leaves 1 for 7.7.
    expect(allocateWithTax([3, 5, 7], withTax(15))).toEqual([3, 5, 8]);
  });

  it('always adds up to the total it splits, each line within ¥1 of its own rounding', () => {
    fc.assert(
      fc.property(fc.nat(100000), fc.array(fc.nat(100000), { maxLength: 15 }), (product, options) => {
        const sum = options.reduce((a, b) => a + b, 0);
        const optionTotal = withTax(product + sum) - withTax(product);
        const lines = allocateWithTax(options, optionTotal);
        expect(lines.reduce((a, b) => a + b, 0)).toBe(optionTotal);
        lines.forEach((line, index) => {
          const floor = withTax(options[index] ?? 0);
          expect(line === floor || line === floor + 1).toBe(true);
        });
      }),
    );
  });
});
