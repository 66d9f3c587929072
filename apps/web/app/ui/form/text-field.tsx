import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlClassName, describedBy, FieldShell, useFieldIds, type FieldChromeProps } from './field-shell';

export type TextFieldProps = FieldChromeProps &
  Omit<ComponentPropsWithRef<'input'>, 'required'> & {
    /** Shown before the input, inside the frame (e.g. 〒). */
    prefix?: ReactNode;
    /** Shown after the input (e.g. 枚, mm). */
    suffix?: ReactNode;
  };

/**
 * A labelled text input. Spread react-hook-form's `register('name')` into it:
 * `<TextField label="姓" required error={errors.familyName?.message} {...register('familyName')} />`.
 */
export function TextField({
  label,
  error,
  hint,
  required,
  prefix,
  suffix,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const input = (
    <input
      type="text"
      {...inputProps}
      id={ids.control}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
      aria-describedby={describedBy(ids, hint, error)}
      className={controlClassName(Boolean(error), className)}
    />
  );
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required}>
      {prefix || suffix ? (
        <div className="flex items-center gap-2">
          {prefix ? <span className="shrink-0 text-slate-700">{prefix}</span> : null}
          {input}
          {suffix ? <span className="shrink-0 text-slate-700">{suffix}</span> : null}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}
