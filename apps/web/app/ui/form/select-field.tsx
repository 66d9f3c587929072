import type { ComponentPropsWithRef } from 'react';
import { controlClassName, describedBy, FieldShell, useFieldIds, type FieldChromeProps } from './field-shell';

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldChromeProps &
  Omit<ComponentPropsWithRef<'select'>, 'required' | 'children'> & {
    options: readonly ChoiceOption[];
    /**
     * A first, empty choice such as 選択してください (value ''). Leave it out when the options
     * carry their own placeholder (the prefectures' 00 未選択).
     */
    placeholder?: string;
  };

/** A labelled native select: the phone's own picker, the best one on a small screen. */
export function SelectField({
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required}>
      <select
        {...props}
        id={ids.control}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={controlClassName(Boolean(error), `appearance-auto ${className ?? ''}`)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
