// Passwords: 8–72 characters of half-width letters, digits and symbols, with at least one letter
// and one digit. 72 keeps the door open to bcrypt-compatible stores; argon2id has no limit.
// Decision: docs/decisions/0151-field-rules.md. The zod fields are in password-schema.ts, so that
// a page showing the rule loads no zod (decision 0560).
import { validationMessages } from '../messages/index.ts';

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
