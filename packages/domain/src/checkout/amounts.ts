// Money is integer yen (ARCHITECTURE.md). A fractional or negative amount reaching the checkout
// arithmetic is a programming error, not a customer's: it throws.

export function assertYen(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of yen, got ${value}`);
  }
}
