// The rules of a numbering seal's numbering (issue 16 point 3, decision 0655): every reason it
// cannot be printed, in the words the configurator shows and the API refuses a purchase with.
// Apart from numbering.ts, which shows a numbering, so that pages only showing one do not load the
// JIS character check (decision 0676).
import { characterCount } from '../validation/characters.ts';
import { firstUnusableCharacter } from '../validation/jis-x-0208.ts';
import { numberingAffixMaxLength, numberingMaxDigits, numberingStart, type Numbering } from './numbering.ts';

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

function affixError(place: string, text: string): string | null {
  if (characterCount(text) > numberingAffixMaxLength) return numberingMessages.tooLong(place);
  if (/\s/u.test(text) || firstUnusableCharacter(text) !== null) return numberingMessages.unusable(place);
  return null;
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
