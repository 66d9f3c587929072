// Selects and checkbox groups (spec point 5): a select is unanswered when empty, 未選択 or unselect;
// a checkbox group needs at least one tick.
import { z } from 'zod/mini';
import { fieldMessages, formMessages } from '../messages/index.ts';
import { jisText } from './jis-text.ts';
import { maxCharacters } from './text-fields.ts';
import { safeString } from './safe-string.ts';

/** The values a select holds while nothing has been chosen. */
export const UNSELECTED_VALUES: readonly string[] = ['', '未選択', 'unselect'];

/** True when a select's value is a real choice. */
export function isSelected(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return !UNSELECTED_VALUES.includes(value.trim());
  return true;
}

// Select values come from our own options, but the API also hears other clients: the same
// character rule and a bound on length apply.
const SELECT_VALUE_MAX = 100;

/** A select with any string value: 必ず選択してください until something is chosen. */
export function selectField(): z.ZodMiniString<string> {
  return safeString({ error: fieldMessages.mustSelect }).check(
    z.overwrite((value) => value.normalize('NFC').trim()),
    z.refine(isSelected, { error: fieldMessages.mustSelect, abort: true }),
    jisText(),
    maxCharacters(SELECT_VALUE_MAX),
  );
}

/** A select over fixed choices: unanswered → 必ず選択してください, anything else → 値に誤りがあります. */
export function selectFieldOf<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.enum(choices, {
    error: (issue) => (isSelected(issue.input) ? formMessages.invalid : fieldMessages.mustSelect),
  });
}

/**
 * An optional select: unanswered values become '', a real choice is kept. For the many "if you
 * know" questions of the estimate form.
 */
export function optionalSelectField() {
  return z._default(
    safeString({ error: formMessages.wrongType }).check(
      z.overwrite((value) => (isSelected(value) ? value.normalize('NFC').trim() : '')),
      jisText(),
      maxCharacters(SELECT_VALUE_MAX),
    ),
    '',
  );
}

// Browsers and react-hook-form hand a checkbox group over as false (none), one string (a single
// box) or an array; the API receives an array. All become an array here.
function toList(value: unknown): unknown {
  if (value === undefined || value === null || value === false || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** At least one ticked: いずれかにチェックを入れてください. */
export function checkboxGroupField<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.transform(toList),
    z.array(item, { error: fieldMessages.checkOne }).check(z.minLength(1, { error: fieldMessages.checkOne })),
  );
}
