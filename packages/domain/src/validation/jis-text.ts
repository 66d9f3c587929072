// Zod checks for spec point 5's character rule, so web forms and the API refuse the same text with
// the same words: one variant names the position of the first offender, one does not.
import { z } from 'zod/mini';
import { fieldMessages } from '../messages/index.ts';
import { firstUnusableCharacter, type UsableTextOptions } from './jis-x-0208.ts';

/** A check for `z.string().check(jisText())`: 「N文字目に使用できない文字が含まれています」. */
export function jisText(options: UsableTextOptions = {}): z.core.$ZodCheck<string> {
  return z.superRefine<string>((value, context) => {
    const position = firstUnusableCharacter(value, options);
    if (position === null) return;
    context.addIssue({
      code: 'custom',
      message: fieldMessages.unusableCharacterAt(position),
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
