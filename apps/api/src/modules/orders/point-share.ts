// Points of a purchase are earned order by order, as each is delivered (decision 0367). The
// purchase's pointEarned is split over its orders in proportion to their amounts, by cumulative
// rounding down, so the shares are whole points and always add up to exactly pointEarned.

/**
 * Splits `total` points over lines of the given amounts (in line order). Every share is a whole,
 * non-negative number; the shares add up to `total`. With no amount at all, the first line takes
 * everything.
 */
export function pointShares(total: number, amounts: readonly number[]): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`Not a point total: ${total}`);
  if (amounts.some((amount) => !Number.isInteger(amount) || amount < 0)) {
    throw new RangeError('Line amounts must be whole, non-negative yen');
  }
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (amounts.length === 0) return [];
  if (sum === 0) return amounts.map((_, index) => (index === 0 ? total : 0));
  let running = 0;
  let given = 0;
  return amounts.map((amount) => {
    running += amount;
    // BigInt keeps total × running exact even for very large purchases.
    const upTo = Number((BigInt(total) * BigInt(running)) / BigInt(sum));
    const share = upTo - given;
    given = upTo;
    return share;
  });
}
