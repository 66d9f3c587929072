import { fieldMessages } from '@shop/domain/messages';
import type { SizeSpec } from '@shop/domain/catalog';

export interface SizeInput {
  sizeX: number;
  sizeY: number;
  /** The product's size limits; null for products without them. */
  spec: SizeSpec | null;
  /** A repeated order (non-zero) keeps the size of the order it repeats. */
  repeatId?: number;
}

/**
 * The size check of spec point 5. Returns the message of the first rule broken, or null.
 * The rules, in order: whole numbers; each side at least shortMin; each side at most longMax;
 * not both sides below longMin; not both sides above shortMax.
 */
export function validateSize({ sizeX, sizeY, spec, repeatId = 0 }: SizeInput): string | null {
  if (!spec && repeatId === 0) return null;
  if (!Number.isInteger(sizeX) || !Number.isInteger(sizeY)) return fieldMessages.sizeInteger;
  if (!spec) return null;
  const sides = [sizeX, sizeY];
  if (sides.some((side) => side < spec.shortMin)) return fieldMessages.sizeMin;
  if (sides.some((side) => side > spec.longMax)) return fieldMessages.sizeMax;
  if (sides.every((side) => side < spec.longMin)) return fieldMessages.sizeMin;
  if (sides.every((side) => side > spec.shortMax)) return fieldMessages.sizeMax;
  return null;
}
