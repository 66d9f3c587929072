// Bodies and answers of the request calls. POST /contact takes the contact form "in camelCase
// converted" (spec point 7): the app's camelCase form goes over the wire in snake_case
// (family_name, order_id), is validated field by field under those names, then taken back to the
// shared camelCase schema for the rules between fields (decision 0445).
import { z } from 'zod';
import { receiptAnswerSchema } from '@shop/domain/answers';
import { contactFormSchema } from '@shop/domain/forms';

/** familyName → family_name */
export const toSnakeCase = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** family_name → familyName */
export const toCamelCase = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

function renameKeys<T>(record: Record<string, T>, rename: (key: string) => string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [rename(key), value]));
}

/** Field errors under the wire's names, whichever case the schema reported them in. */
export const snakeCaseErrors = (errors: Record<string, string>): Record<string, string> =>
  renameKeys(errors, toSnakeCase);

export const contactBodySchema = z
  .object(renameKeys<z.core.$ZodType>(contactFormSchema.shape, toSnakeCase))
  .describe(
    'The contact form with snake_case names: order_status, order_id, organization, family_name, given_name, tel, email, message',
  )
  .transform((body) => renameKeys(body as Record<string, unknown>, toCamelCase))
  .pipe(contactFormSchema);

export const receiptAnswer = z.object({ data: receiptAnswerSchema });
