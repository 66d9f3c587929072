import type { PricingRule } from '@shop/domain/catalog';
import { taxRatePercent, withTax } from './tax.ts';

/** What one choice adds, tax excluded: its set-up charge, per-piece charge and percentage of the product amount. */
export function optionAmountWithoutTax(
  rule: PricingRule,
  num: number,
  productAmountWithoutTax: number,
): number {
  return rule.perOrder + rule.perPiece * num + Math.floor((productAmountWithoutTax * rule.percent) / 100);
}

/**
 * Splits the tax-included option total over the options so that the lines shown add up to it
 * exactly: each line is rounded down, then the yen left over go one each to the lines that lost
 * the largest fractions (the largest-remainder method; ties go to the earlier step).
 */
export function allocateWithTax(amountsWithoutTax: readonly number[], totalWithTax: number): number[] {
  const lines = amountsWithoutTax.map(withTax);
  let left = totalWithTax - lines.reduce((sum, line) => sum + line, 0);
  const byFraction = amountsWithoutTax
    .map((amount, index) => ({ index, fraction: (amount * (100 + taxRatePercent)) % 100 }))
    .filter(({ fraction }) => fraction > 0)
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left <= 0) break;
    lines[index] = (lines[index] ?? 0) + 1;
    left -= 1;
  }
  return lines;
}
