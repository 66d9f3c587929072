// A failed parse as the API envelope's `errors` (ARCHITECTURE.md) and as a form's field messages:
// one message per field, the first one found, keyed by the dotted path ('sampleList', 'card.expire').
import type { z } from 'zod/mini';

export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
