// Numbering seals (連番シール, issue 16 point 3): every seal of the order carries its own number,
// from a start number, zero-padded to a digit count, between a prefix and a suffix. The web form,
// the API's purchase check, the cart, the order, its documents and My page all read the numbering
// through this module and numbering-rules.ts. Decision 0655. The rules (what cannot be printed, in
// the customer's words, with the JIS check) are apart: the cart, the order review and My page show
// a numbering without loading them (decision 0676).
import { z } from 'zod/mini';
import { toHalfWidthDigits } from '../validation/characters.ts';
import { safeString } from '../validation/safe-string.ts';

/** The largest start number: eight digits, the most the numbering press prints. */
export const numberingMaxDigits = 8;
/** A prefix or a suffix fits beside the number on the smallest numbering shape. */
export const numberingAffixMaxLength = 6;
/** 0 means "no zero padding": the numbers are printed as they are (1, 2 … 100). */
export const numberingDigitChoices = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * The numbering as the customer entered it. `start` stays the text typed (full-width digits
 * accepted) so the form keeps it across a reload; the rules below read it.
 */
export const numberingSchema = z.object({
  start: z._default(safeString().check(z.maxLength(20)), '1'),
  digits: z._default(z.int().check(z.gte(0), z.lte(numberingMaxDigits)), 4),
  prefix: z._default(safeString().check(z.maxLength(40)), ''),
  suffix: z._default(safeString().check(z.maxLength(40)), ''),
});
export type Numbering = z.infer<typeof numberingSchema>;

/** What a new numbering item starts with: No. 1, four digits (0001), no prefix or suffix. */
export const defaultNumbering: Numbering = { start: '1', digits: 4, prefix: '', suffix: '' };

/** The start number typed, or null when it is not a whole number of at most eight digits. */
export function numberingStart(numbering: Pick<Numbering, 'start'>): number | null {
  const typed = toHalfWidthDigits(numbering.start.trim());
  if (!/^\d+$/.test(typed) || typed.length > numberingMaxDigits) return null;
  return Number(typed);
}

/** The n-th number as printed: prefix, the number zero-padded to the digit count, suffix. */
export function numberingLabel(numbering: Numbering, value: number): string {
  return `${numbering.prefix}${String(value).padStart(numbering.digits, '0')}${numbering.suffix}`;
}

/** The first and the last number printed on `num` seals; null while the start is not a number. */
export function numberingRange(
  numbering: Numbering,
  num: number,
): { first: string; last: string | null } | null {
  const start = numberingStart(numbering);
  if (start === null) return null;
  return {
    first: numberingLabel(numbering, start),
    last: num > 0 ? numberingLabel(numbering, start + num - 1) : null,
  };
}

/** The numbering as one fact of the specification (cart, order review, order, documents). */
export function numberingSpecification(numbering: Numbering, num: number): string {
  const range = numberingRange(numbering, num);
  if (!range) return '';
  const padding = numbering.digits > 0 ? `${numbering.digits}桁` : 'ゼロ埋めなし';
  return `${range.first}〜${range.last ?? ''}（${padding}）`;
}

/** The name of the numbering's line wherever the specification is listed. */
export const numberingFactLabel = '連番';

/**
 * The numbering of an item when its product is a numbering seal, else null: a numbering carried by
 * any other product is not printed and never shown.
 */
export function numberingOf(
  productType: string,
  item: { numbering?: Numbering | null | undefined },
): Numbering | null {
  return productType === 'numbering' ? (item.numbering ?? null) : null;
}
