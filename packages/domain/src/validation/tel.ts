// Japanese telephone and fax numbers, domestic only (the shop ships within Japan). Decision:
// docs/decisions/0151-field-rules.md.
import { z } from 'zod/mini';
import { fieldMessages, validationMessages } from '../messages/index.ts';
import { HYPHEN_LIKE, SPACE_LIKE, toHalfWidthDigits } from './characters.ts';
import { stringInput } from './text-fields.ts';

// Hyphens, spaces and brackets all separate groups: 03-1234-5678, ０３ １２３４ ５６７８, 03(1234)5678.
const SEPARATORS = new RegExp(`[${HYPHEN_LIKE}${SPACE_LIKE}()（）]+`, 'g');
const GROUPED_DIGITS = /^\d+(?:-\d+){0,2}$/;
// 11 digits: mobile 070/080/090, IP 050, M2M 020, 060, and free dial 0800.
const ELEVEN_DIGITS = /^0[2-9]0\d{8}$/;
// 10 digits: fixed lines (03, 06, 0120, 0570 …).
const TEN_DIGITS = /^0[1-9]\d{8}$/;
const NON_GEOGRAPHIC_PREFIX = /^0\d0/; // 0X0: 11-digit services, and 010 (the international prefix)

/** Half-width digits with single ASCII hyphens where the customer separated groups. */
export function normaliseTel(input: string): string {
  return toHalfWidthDigits(input.normalize('NFC'))
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '');
}

/** The digits alone: what the number is, whatever the grouping. */
export function telDigits(input: string): string {
  return normaliseTel(input).replace(/-/g, '');
}

/** A Japanese telephone or fax number: 10 digits for fixed lines, 11 for 0X0 numbers. */
export function isTelNumber(input: string): boolean {
  const normalised = normaliseTel(input);
  if (!GROUPED_DIGITS.test(normalised)) return false;
  const digits = normalised.replace(/-/g, '');
  if (digits.length === 11) return ELEVEN_DIGITS.test(digits);
  return TEN_DIGITS.test(digits) && !NON_GEOGRAPHIC_PREFIX.test(digits);
}

function numberField(formatMessage: string, required: boolean): z.ZodMiniString<string> {
  return stringInput().check(
    z.overwrite(normaliseTel),
    ...(required ? [z.minLength(1, { error: fieldMessages.mustEnter, abort: true })] : []),
    z.refine((value: string) => value === '' || isTelNumber(value), { error: formatMessage }),
  );
}

/** Required telephone number, normalised to half-width digits and hyphens. */
export function telField(): z.ZodMiniString<string> {
  return numberField(fieldMessages.tel, true);
}

/** Optional telephone number (emergency contact): absent means ''. */
export function optionalTelField() {
  return z._default(numberField(fieldMessages.tel, false), '');
}

/** Optional fax number: absent means ''. */
export function optionalFaxField() {
  return z._default(numberField(validationMessages.fax, false), '');
}
