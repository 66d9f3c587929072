// The password fields as zod schemas, apart from password.ts so that a page showing the rule loads
// no schema (decision 0560).
import { z } from 'zod/mini';
import { fieldMessages, validationMessages } from '../messages/index.ts';
import { passwordProblem } from './password.ts';
import { stringInput } from './text-fields.ts';

/** A new password (signup, reset, change): never trimmed, since spaces are refused rather than lost. */
export function passwordField(): z.ZodMiniString<string> {
  return stringInput().check(
    z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
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
export function loginPasswordField(): z.ZodMiniString<string> {
  return stringInput().check(
    z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
    z.maxLength(1024, { error: validationMessages.maxLength(1024) }),
  );
}
