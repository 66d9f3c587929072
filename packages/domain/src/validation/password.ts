// Passwords: 8–72 characters of half-width letters, digits and symbols, with at least one letter
// and one digit. 72 keeps the door open to bcrypt-compatible stores; argon2id has no limit.
// Decision: docs/decisions/0151-field-rules.md.
import { z } from 'zod';
import { fieldMessages, validationMessages } from '../messages/index.ts';
import { stringInput } from './text-fields.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;

/** Why a new password breaks the rule, or null when it keeps it. */
export function passwordProblem(password: string): string | null {
  if (!PRINTABLE_ASCII.test(password)) return validationMessages.passwordCharacters;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return validationMessages.passwordLength;
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return validationMessages.passwordLetterAndDigit;
  return null;
}

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
