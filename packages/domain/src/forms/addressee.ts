// The addressee (宛名) of a quotation, an invoice or a receipt (decisions 0302, 0365): the API
// checks the request with the schema, the cart and My page the field with it before sending.
import { z } from 'zod/mini';
import { jisText } from '../validation/jis-text.ts';
import { maxCharacters } from '../validation/text-fields.ts';
import { safeString } from '../validation/safe-string.ts';

/** The longest addressee accepted; the documents shrink, then cut, a long name to fit its line. */
export const ADDRESSEE_MAX_LENGTH = 50;

/** Composed and trimmed (a decomposed が from a Mac paste passes), then JIS X 0208 and length. */
export const addresseeSchema = safeString().check(
  z.normalize('NFC'),
  z.trim(),
  jisText(),
  maxCharacters(ADDRESSEE_MAX_LENGTH),
);

/** The first message about an addressee, or null when it can be printed. */
export function addresseeError(value: string): string | null {
  const result = addresseeSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
