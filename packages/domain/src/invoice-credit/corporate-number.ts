// 法人番号 (the National Tax Agency's corporate number): 13 digits, the first a check digit over the
// other twelve. The rule (国税庁「法人番号の指定」): with P(n) the n-th of the twelve digits counted
// from the right and Q(n) 1 for odd n and 2 for even n, the check digit is 9 − (Σ P(n)·Q(n) mod 9).
import { HYPHEN_LIKE, SPACE_LIKE, toHalfWidthDigits } from '../validation/characters.ts';

const SEPARATORS = new RegExp(`[${HYPHEN_LIKE}${SPACE_LIKE}]`, 'g');

/** The check digit of twelve base digits ('000012050002' → 7). */
export function corporateNumberCheckDigit(base: string): number {
  if (!/^\d{12}$/.test(base)) throw new Error('a corporate number has twelve base digits');
  let sum = 0;
  for (let n = 1; n <= 12; n += 1) {
    const digit = Number(base[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** Half-width digits without the spaces and hyphens a number is often copied with. */
export function normaliseCorporateNumber(input: string): string {
  return toHalfWidthDigits(input.normalize('NFC')).replace(SEPARATORS, '');
}

/** 13 digits whose first is the check digit of the other twelve. */
export function isCorporateNumber(input: string): boolean {
  const digits = normaliseCorporateNumber(input);
  return /^\d{13}$/.test(digits) && Number(digits[0]) === corporateNumberCheckDigit(digits.slice(1));
}
