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
  const ownLimits = sides.map((side) => sideLimitBroken(side, spec));
  if (ownLimits.includes('sizeMin')) return fieldMessages.sizeMin;
  if (ownLimits.includes('sizeMax')) return fieldMessages.sizeMax;
  if (sides.every((side) => side < spec.longMin)) return fieldMessages.sizeMin;
  if (sides.every((side) => side > spec.shortMax)) return fieldMessages.sizeMax;
  return null;
}

/**
 * The limits one side has on its own, whatever the other: at least shortMin, at most longMax. The
 * configurator applies them to a side typed before the other (a 5000 mm side is too long already).
 */
export function sideLimitBroken(side: number, spec: SizeSpec): 'sizeMin' | 'sizeMax' | null {
  if (side < spec.shortMin) return 'sizeMin';
  if (side > spec.longMax) return 'sizeMax';
  return null;
}
