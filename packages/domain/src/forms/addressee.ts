// The addressee (宛名) of a quotation, an invoice or a receipt (decisions 0302, 0365, 0660): the API
// checks the request with the schema, the cart and My page the field with it before sending. A
// receipt may be blank (上様); an invoice names who owes the amount, so it needs a name.
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

/** Said when an invoice is asked for without a name (decision 0660). */
export const INVOICE_ADDRESSEE_REQUIRED = '請求書の宛名（会社名またはお名前）を入力してください';

/** An invoice's addressee: the same text, and never blank. */
export const invoiceAddresseeSchema = addresseeSchema.check(
  z.minLength(1, { error: INVOICE_ADDRESSEE_REQUIRED, abort: true }),
);

/** Which document the name is for: only an invoice refuses a blank one. */
export type AddresseeUse = 'quotation' | 'invoice' | 'receipt';

/** The first message about an addressee, or null when it can be printed on that document. */
export function addresseeError(value: string, use: AddresseeUse = 'quotation'): string | null {
  const schema = use === 'invoice' ? invoiceAddresseeSchema : addresseeSchema;
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
