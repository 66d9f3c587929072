// The addressee (宛名) of an invoice or receipt, checked as the server checks it (decision 0365):
// at most 50 characters of JIS X 0208, the message naming the first character it cannot print.
import { jisText } from '@shop/domain/validation';
import { z } from 'zod';

export const ADDRESSEE_MAX_LENGTH = 50;

const addresseeSchema = z
  .string()
  .trim()
  .max(ADDRESSEE_MAX_LENGTH, { error: `${ADDRESSEE_MAX_LENGTH}文字以内で入力してください` })
  .check(jisText());

/** The first message about an addressee, or null when it can be printed. */
export function addresseeError(value: string): string | null {
  const result = addresseeSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
