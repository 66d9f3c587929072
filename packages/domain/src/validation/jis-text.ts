// Zod checks for spec point 5's character rule, so web forms and the API refuse the same text with
// the same words: one variant names the position of the first offender, one does not.
import { z } from 'zod/mini';
import { fieldMessages } from '../messages/index.ts';
import { jisSubstitute } from './jis-substitutes.ts';
import { firstUnusableCharacter, type UsableTextOptions } from './jis-x-0208.ts';

/**
 * The message for the first character of `value` outside the rule, or null: its position, why, and
 * the usual substitute when there is one (decision 0713).
 */
export function unusableCharacterMessage(value: string, options: UsableTextOptions = {}): string | null {
  const position = firstUnusableCharacter(value, options);
  if (position === null) return null;
  const character = [...value][position - 1] ?? '';
  return fieldMessages.unusableCharacterAt(position, character, jisSubstitute(character));
}

/** A check for `z.string().check(jisText())`: 「N文字目に使用できない文字が含まれています」. */
export function jisText(options: UsableTextOptions = {}): z.core.$ZodCheck<string> {
  return z.superRefine<string>((value, context) => {
    const position = firstUnusableCharacter(value, options);
    if (position === null) return;
    const character = [...value][position - 1] ?? '';
    context.addIssue({
      code: 'custom',
      message: fieldMessages.unusableCharacterAt(position, character, jisSubstitute(character)),
      params: { position },
      input: value,
    });
  });
}

/** The variant without a position: 「使用できない文字が含まれています」. */
export function jisTextWithoutPosition(options: UsableTextOptions = {}): z.core.$ZodCheck<string> {
  return z.superRefine<string>((value, context) => {
    if (firstUnusableCharacter(value, options) === null) return;
    context.addIssue({ code: 'custom', message: fieldMessages.unusableCharacter, input: value });
  });
}
