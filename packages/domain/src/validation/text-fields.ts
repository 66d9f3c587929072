// Field builders shared by every form schema: one place decides how text is cleaned (NFC, trimmed),
// what a missing value says, and in which order the checks speak (the first message is shown).
import { z } from 'zod/mini';
import { fieldMessages, formMessages, validationMessages } from '../messages/index.ts';
import { characterCount } from './characters.ts';
import { jisText } from './jis-text.ts';
import { safeString } from './safe-string.ts';

export interface TextFieldOptions {
  /** Maximum length in characters (code points). */
  max: number;
  /** Textareas: line breaks and tabs are allowed, and inner line ends are kept. */
  multiline?: boolean;
}

/** Missing (undefined/null) reads as "required"; another type reads as "wrong type". */
export function stringInput(requiredMessage: string = fieldMessages.mustEnter): z.ZodMiniString<string> {
  return safeString({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? requiredMessage : formMessages.wrongType,
  });
}

// NFC first: text pasted from macOS can arrive decomposed (か + ゛), which is usable once composed.
function clean(value: string): string {
  return value.normalize('NFC').trim();
}

/** A check refusing text longer than `max` characters, counted by code point. */
export function maxCharacters(max: number): z.core.$ZodCheck<string> {
  return z.superRefine<string>((value, context) => {
    if (characterCount(value) > max) {
      context.addIssue({ code: 'custom', message: validationMessages.maxLength(max), input: value });
    }
  });
}

/** Required Japanese text: 必ず入力してください, then the JIS X 0208 rule with position, then length. */
export function requiredText(options: TextFieldOptions): z.ZodMiniString<string> {
  return stringInput().check(
    z.overwrite(clean),
    z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
    jisText({ multiline: options.multiline ?? false }),
    maxCharacters(options.max),
  );
}

/** Optional Japanese text: absent means '', otherwise the same checks as required text. */
export function optionalText(options: TextFieldOptions) {
  return z._default(
    stringInput().check(
      z.overwrite(clean),
      jisText({ multiline: options.multiline ?? false }),
      maxCharacters(options.max),
    ),
    '',
  );
}
