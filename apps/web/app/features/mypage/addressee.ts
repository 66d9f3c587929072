// The addressee (宛名) of an invoice or receipt, checked as the server checks it (decision 0365):
// at most 50 characters of JIS X 0208, the message naming the first character it cannot print.
// The same rules as the server's `z.string().trim().max(50).check(jisText())`, without zod (0563).
import { fieldMessages } from '@shop/domain/messages';
import { firstUnusableCharacter } from '@shop/domain/validation';

export const ADDRESSEE_MAX_LENGTH = 50;

/** The first message about an addressee, or null when it can be printed. */
export function addresseeError(value: string): string | null {
  const addressee = value.trim();
  if (addressee.length > ADDRESSEE_MAX_LENGTH) return `${ADDRESSEE_MAX_LENGTH}文字以内で入力してください`;
  const position = firstUnusableCharacter(addressee);
  return position === null ? null : fieldMessages.unusableCharacterAt(position);
}
