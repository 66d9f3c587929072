/** Japan's standard consumption tax rate (10%); stickers are not food, so the reduced 8% never applies. */
export const taxRatePercent = 10;

/**
 * The tax-included price of a tax-excluded amount, rounded down (切り捨て): the customer is
 * never charged a fraction of a yen upwards, which is what most Japanese shops print.
 */
export function withTax(amountWithoutTax: number): number {
  return Math.floor((amountWithoutTax * (100 + taxRatePercent)) / 100);
}

/** The consumption tax contained in a tax-included amount (内税), rounded down. */
export function taxContained(amountWithTax: number): number {
  return Math.floor((amountWithTax * taxRatePercent) / (100 + taxRatePercent));
}
