// Reading the `data` of API answers with valibot (decision 0207): modular, so the first view pays
// a few hundred bytes per schema instead of zod's core. Forms and domain rules keep zod.
import * as v from 'valibot';
import { clientMessages } from './api-client';

/** A whole number in the safe range, as zod's `z.int()` accepted (valibot's `integer()` has no bound). */
export const integerSchema = v.pipe(v.number(), v.safeInteger());

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON object with any entries, never an array: valibot's `record()` and `object()` take arrays. */
export const jsonObjectSchema = v.custom<Record<string, unknown>>(isJsonObject);

/**
 * The answer as its schema reads it. An answer of another shape (an API and an app of different
 * versions) throws a ValiError whose message is the polite invalidResponse text, since some screens
 * show a failed query's message; it is not an ApiError, so page data is retried as before.
 */
export function parseAnswer<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
): v.InferOutput<TSchema> {
  return v.parse(schema, data, { message: clientMessages.invalidResponse });
}
