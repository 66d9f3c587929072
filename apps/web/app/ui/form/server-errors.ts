// The API answers a rejected form with `{ message, errors: { field: message } }`: the messages
// for fields the form shows go under those fields, the rest is for the caller to show.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-error';

/**
 * Puts the server's field messages under the form's fields. Returns how many were placed, so the
 * caller knows whether to show the overall message instead (or as well).
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly FieldPath<T>[],
): number {
  if (!isApiError(error)) return 0;
  let placed = 0;
  for (const field of fields) {
    const message = error.errors[field];
    if (message) {
      setError(field, { type: 'server', message });
      placed += 1;
    }
  }
  return placed;
}

/** The customer-facing text of any failure: the server's message, or the fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.message !== '' ? error.message : fallback;
}
