// Numbering seals (連番シール, issue 16 point 3): every seal of the order carries its own number,
// from a start number, zero-padded to a digit count, between a prefix and a suffix. The web form,
// the API's purchase check, the cart, the order, its documents and My page all read the numbering
// through this module. Decision 0655.
import { z } from 'zod/mini';
import { characterCount, toHalfWidthDigits } from '../validation/characters.ts';
import { firstUnusableCharacter } from '../validation/jis-x-0208.ts';
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

export type NumberingField = 'start' | 'digits' | 'prefix' | 'suffix';
export type NumberingErrors = Partial<Record<NumberingField, string>>;

export const numberingMessages = {
  missing: '連番の内容（開始番号・桁数）を入力してください',
  startRequired: '開始番号を入力してください',
  startNotNumber: `開始番号は${numberingMaxDigits}桁までの数字で入力してください`,
  tooLong: (place: string) => `${place}は${numberingAffixMaxLength}文字までで入力してください`,
  unusable: (place: string) => `${place}に印刷できない文字（空白・記号の一部など）が含まれています`,
  overflow: (last: string, digits: number) =>
    `最後の番号（${last}）が${digits}桁に収まりません。桁数を増やすか、開始番号を小さくしてください`,
} as const;

/** The start number typed, or null when it is not a whole number of at most eight digits. */
export function numberingStart(numbering: Pick<Numbering, 'start'>): number | null {
  const typed = toHalfWidthDigits(numbering.start.trim());
  if (!/^\d+$/.test(typed) || typed.length > numberingMaxDigits) return null;
  return Number(typed);
}

function affixError(place: string, text: string): string | null {
  if (characterCount(text) > numberingAffixMaxLength) return numberingMessages.tooLong(place);
  if (/\s/u.test(text) || firstUnusableCharacter(text) !== null) return numberingMessages.unusable(place);
  return null;
}

/** The n-th number as printed: prefix, the number zero-padded to the digit count, suffix. */
export function numberingLabel(numbering: Numbering, value: number): string {
  return `${numbering.prefix}${String(value).padStart(numbering.digits, '0')}${numbering.suffix}`;
}

/**
 * Every reason the numbering cannot be printed for `num` seals, by field; empty when it can.
 * `num` 0 (quantity not chosen yet) checks the start number alone.
 */
export function numberingErrors(numbering: Numbering, num: number): NumberingErrors {
  const errors: NumberingErrors = {};
  const start = numberingStart(numbering);
  if (numbering.start.trim() === '') errors.start = numberingMessages.startRequired;
  else if (start === null) errors.start = numberingMessages.startNotNumber;
  const prefixError = affixError('接頭文字', numbering.prefix);
  if (prefixError) errors.prefix = prefixError;
  const suffixError = affixError('接尾文字', numbering.suffix);
  if (suffixError) errors.suffix = suffixError;
  if (start !== null && numbering.digits > 0) {
    const last = start + Math.max(num, 1) - 1;
    if (String(last).length > numbering.digits) {
      errors.digits = numberingMessages.overflow(last.toLocaleString('ja-JP'), numbering.digits);
    }
  }
  return errors;
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

/**
 * The reasons a numbering seal cannot be ordered as it is, keyed `numbering.start`…: the
 * configurator refuses the cart with them and the API refuses the purchase with the same words.
 */
export function itemNumberingErrors(
  productType: string,
  item: { num: number; numbering?: Numbering | null | undefined },
): Partial<Record<`numbering.${NumberingField}`, string>> {
  if (productType !== 'numbering') return {};
  if (!item.numbering) return { 'numbering.start': numberingMessages.missing };
  const errors = numberingErrors(item.numbering, item.num);
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [`numbering.${field}`, message]),
  );
}
