// The password fields as zod schemas, apart from password.ts so that a page showing the rule loads
// no zod (decision 0560).
import { z } from 'zod';
import { fieldMessages, validationMessages } from '../messages/index.ts';
import { passwordProblem } from './password.ts';
import { stringInput } from './text-fields.ts';

/** A new password (signup, reset, change): never trimmed, since spaces are refused rather than lost. */
export function passwordField(): z.ZodString {
  return stringInput()
    .min(1, { error: fieldMessages.mustEnter, abort: true })
    .check(
      z.superRefine<string>((value, context) => {
        const problem = passwordProblem(value);
        if (problem !== null) context.addIssue({ code: 'custom', message: problem, input: value });
      }),
    );
}

/**
 * A password being checked (login, current password): only required, so that the rule of the day
 * never locks out an older account. The upper bound only keeps hashing work bounded.
 */
export function loginPasswordField(): z.ZodString {
  return stringInput()
    .min(1, { error: fieldMessages.mustEnter, abort: true })
    .max(1024, { error: validationMessages.maxLength(1024) });
}
