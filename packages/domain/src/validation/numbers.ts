// Whole-number schemas the domain's schemas are built from (zod/mini, decision 0671): safe integers
// only, as zod's `int` accepts them, with the bounds most fields need.
import { z } from 'zod/mini';

/** A safe integer ≥ 1. */
export function positiveInt() {
  return z.int().check(z.positive());
}

/** A safe integer ≥ 0. */
export function nonNegativeInt() {
  return z.int().check(z.nonnegative());
}

/** A safe integer from `min` to `max`, both included. */
export function intBetween(min: number, max: number) {
  return z.int().check(z.gte(min), z.lte(max));
}
