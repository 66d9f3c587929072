// Values a form learns after it has opened: a logged-in member's details (decision 0661) and the
// draft kept in session storage (decision 0662), both read after the first render. They become the
// form's values only while the customer has typed nothing, so a late answer never overwrites input.
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Resets the form to `values` whenever they change and nothing has been typed yet. */
export function useLateDefaults<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  values: TValues | null,
): void {
  // Read during render so react-hook-form keeps the dirty flag up to date for the effect.
  const { isDirty } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (values === null || isDirty) return;
    // Once reset, these values are the defaults: back at them after typing, a reset changes nothing.
    reset(values);
  }, [values, isDirty, reset]);
}
