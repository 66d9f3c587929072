// The postal code as a zod field, apart from postal-code.ts so that the pages that only normalise
// or compare postal codes load no schema (decision 0560).
import { z } from 'zod/mini';
import { fieldMessages, formMessages, validationMessages } from '../messages/index.ts';
import { normalisePostalCode, SEVEN_DIGITS } from './postal-code.ts';
import { safeString } from './safe-string.ts';

/** Required postal code, output as 7 half-width digits: 必ず入力してください, then the format. */
export function postalCodeField() {
  return z.pipe(
    z.pipe(
      z.union([safeString(), z.number()], {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? fieldMessages.mustEnter
            : formMessages.wrongType,
      }),
      z.transform(normalisePostalCode),
    ),
    safeString().check(
      z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
      z.regex(SEVEN_DIGITS, { error: validationMessages.postalFormat }),
    ),
  );
}

/** A candidate of the lookup; its town, when given, lets the street line be checked (decision 0663). */
export const postalCandidateSchema = z.object({
  prefecture: safeString(),
  city: safeString(),
  town: z.optional(safeString()),
});
