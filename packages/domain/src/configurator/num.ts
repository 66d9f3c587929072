import type { EnabledNums } from '@shop/domain/catalog';

/**
 * The quantity actually ordered: capped at the largest enabled quantity (spec point 4), and a
 * quantity between two enabled ones goes up to the next (prices are set per listed quantity).
 * 0 means not chosen. Unknown limits (size not known yet) leave it as entered.
 * docs/decisions/0103-quantity-snapping.md.
 */
export function normalizeNum(num: number, enabledNums: EnabledNums | null): number {
  const whole = Number.isFinite(num) ? Math.max(0, Math.trunc(num)) : 0;
  if (whole === 0 || !enabledNums || enabledNums.nums.length === 0) return whole;
  const max = Math.max(...enabledNums.nums);
  if (whole >= max) return max;
  return enabledNums.nums
    .filter((enabled) => enabled >= whole)
    .reduce((best, enabled) => Math.min(best, enabled), max);
}
