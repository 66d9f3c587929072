import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/** The message of a field (dotted paths too: 'card.expire'), or undefined when it has none. */
export function errorMessageAt<T extends FieldValues>(
  errors: FieldErrors<T>,
  name: string,
): string | undefined {
  const entry: unknown = get(errors, name);
  if (typeof entry !== 'object' || entry === null || !('message' in entry)) return undefined;
  return typeof entry.message === 'string' && entry.message !== '' ? entry.message : undefined;
}
