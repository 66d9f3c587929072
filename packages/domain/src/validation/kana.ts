// Readings (フリガナ) are full-width katakana: what staff read aloud on the phone and what sorts a
// customer list. Decision: docs/decisions/0151-field-rules.md.
import { z } from 'zod/mini';
import { fieldMessages } from '../messages/index.ts';
import { maxCharacters, stringInput } from './text-fields.ts';

// ァ–ヶ (ヴ ヵ ヶ included), ・ for foreign names, ー, the iteration marks ヽ ヾ, and spaces. The
// extended kana ヷ–ヺ are outside JIS X 0208 and so outside this range.
const KATAKANA_READING = /^[\u30a1-\u30f6\u30fb-\u30fe \u3000]*$/;

/** True when the text holds only full-width katakana, ー, ・, ヽ, ヾ and spaces. */
export function isKatakanaReading(text: string): boolean {
  return KATAKANA_READING.test(text);
}

const katakanaCheck = z.superRefine<string>((value, context) => {
  if (!isKatakanaReading(value)) {
    context.addIssue({ code: 'custom', message: fieldMessages.katakanaOnly, input: value });
  }
});

/** Required reading: 必ず入力してください, then 全角カタカナでご入力ください, then length. */
export function katakanaField(options: { max: number }): z.ZodMiniString<string> {
  return stringInput().check(
    z.overwrite((value) => value.normalize('NFC').trim()),
    z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
    katakanaCheck,
    maxCharacters(options.max),
  );
}
