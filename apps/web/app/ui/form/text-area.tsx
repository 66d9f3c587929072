import type { ComponentPropsWithRef } from 'react';
import { controlClassName, describedBy, FieldShell, useFieldIds, type FieldChromeProps } from './field-shell';

export type TextAreaProps = FieldChromeProps & Omit<ComponentPropsWithRef<'textarea'>, 'required'>;

/** A labelled multi-line input; Enter makes a new line here (the Form only suppresses it in inputs). */
export function TextArea({ label, error, hint, required, id, className, rows = 5, ...props }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required}>
      <textarea
        rows={rows}
        {...props}
        id={ids.control}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={controlClassName(Boolean(error), `leading-relaxed ${className ?? ''}`)}
      />
    </FieldShell>
  );
}
