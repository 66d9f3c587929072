// The server refused some fields (400/413/422): their messages go under those fields when the
// input step shows, and the page scrolls to the top-most one (spec point 5).
import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

export function useServerFieldErrors<T extends FieldValues>({
  fieldErrors,
  setError,
  fields,
  rename = (field) => field,
  onOtherField = () => false,
  onShown,
  scrollToFirstError,
}: {
  fieldErrors: Record<string, string>;
  setError: UseFormSetError<T>;
  /** The form's fields; messages for others are left to the overall alert. */
  fields: readonly string[];
  /** The form's name for a field the server names differently. */
  rename?: (serverField: string) => string;
  /** A message for something outside react-hook-form (a file): true when the caller showed it. */
  onOtherField?: (field: string, message: string) => boolean;
  onShown: () => void;
  scrollToFirstError: () => void;
}): void {
  useEffect(() => {
    const entries = Object.entries(fieldErrors);
    if (entries.length === 0) return;
    let placed = 0;
    for (const [serverField, message] of entries) {
      const field = rename(serverField);
      if (fields.includes(field)) {
        setError(field as FieldPath<T>, { type: 'server', message });
        placed += 1;
      } else if (onOtherField(field, message)) {
        placed += 1;
      }
    }
    onShown();
    if (placed > 0) scrollToFirstError();
  }, [fieldErrors, setError, fields, rename, onOtherField, onShown, scrollToFirstError]);
}
