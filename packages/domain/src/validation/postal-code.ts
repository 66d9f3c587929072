// Postal codes (spec point 5): required, 7 digits once the hyphen is gone. Their consistency with
// the prefecture and city entered is in postal-address.ts, the zod field in postal-code-schema.ts:
// pages that only normalise load neither the prefectures nor zod (decisions 0560, 0563).
import { HYPHEN_LIKE, SPACE_LIKE, toHalfWidthDigits } from './characters.ts';

const NOISE = new RegExp(`[${HYPHEN_LIKE}${SPACE_LIKE}〒]`, 'g');
export const SEVEN_DIGITS = /^\d{7}$/;

/**
 * '１００－０００１', '〒100-0001' → '1000001'. A number (the spec sends postal codes as numbers,
 * which drop the leading zero of 060-0000) is zero-padded to 7 digits. Nothing is validated here.
 */
export function normalisePostalCode(input: string | number): string {
  if (typeof input === 'number') {
    return Number.isInteger(input) && input >= 0 ? String(input).padStart(7, '0') : String(input);
  }
  return toHalfWidthDigits(input.normalize('NFC')).replace(NOISE, '');
}

/** True when the input is a postal code once normalised. */
export function isPostalCode(input: string | number): boolean {
  return SEVEN_DIGITS.test(normalisePostalCode(input));
}
