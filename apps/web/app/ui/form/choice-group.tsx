// Checkbox and radio groups: a fieldset whose legend names the group, one 44px-tall row per choice.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  describedBy,
  FieldError,
  FieldHint,
  RequiredBadge,
  useFieldIds,
  type FieldChromeProps,
} from './field-shell';
import type { ChoiceOption } from './select-field';

export type ChoiceGroupProps = FieldChromeProps &
  Omit<ComponentPropsWithRef<'input'>, 'required' | 'type' | 'value' | 'children'> & {
    options: readonly ChoiceOption[];
    /** Lay the choices side by side (short labels such as あり / なし). */
    inline?: boolean;
    /** Extra content under a choice (e.g. a sample's picture), by value. */
    describe?: (option: ChoiceOption) => ReactNode;
  };

function ChoiceGroup({
  type,
  label,
  error,
  hint,
  required,
  options,
  inline = false,
  describe,
  id,
  className,
  ...inputProps
}: ChoiceGroupProps & { type: 'checkbox' | 'radio' }) {
  const ids = useFieldIds(id);
  return (
    <fieldset
      // aria-required is not allowed on a plain group (axe: aria-allowed-attr): radios form a
      // radiogroup, which takes it; a checkbox group says 必須 in its legend instead.
      role={type === 'radio' ? 'radiogroup' : undefined}
      aria-describedby={describedBy(ids, hint, error)}
      aria-required={type === 'radio' && required ? true : undefined}
      className={`space-y-1 ${className ?? ''}`}
    >
      <legend className="font-bold text-slate-900">
        {label}
        {type === 'checkbox' && required ? <span className="sr-only">（必須）</span> : null}
        <RequiredBadge required={required ?? false} />
      </legend>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <div className={inline ? 'flex flex-wrap gap-x-4' : 'space-y-1'}>
        {options.map((option, index) => {
          // Only the first control carries the field id, so that a label or a scroll target
          // elsewhere can point at the group.
          const optionId = index === 0 ? ids.control : `${ids.control}-${index}`;
          return (
            <div key={option.value}>
              <label
                htmlFor={optionId}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-slate-900 ${error ? 'text-red-900' : ''}`}
              >
                <input
                  {...inputProps}
                  id={optionId}
                  type={type}
                  value={option.value}
                  disabled={option.disabled ?? inputProps.disabled}
                  aria-invalid={error ? true : undefined}
                  className="size-5 shrink-0 accent-brand"
                />
                <span>{option.label}</span>
              </label>
              {describe ? <div className="pl-9">{describe(option)}</div> : null}
            </div>
          );
        })}
      </div>
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}

/**
 * Several ticks allowed; spread `register('field')` into it. The domain's checkboxGroupField says
 * いずれかにチェックを入れてください when none is ticked.
 */
export function CheckboxGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup {...props} type="checkbox" />;
}

/** Exactly one choice; spread `register('field')` into it. */
export function RadioGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup {...props} type="radio" />;
}

export type CheckboxFieldProps = Omit<FieldChromeProps, 'label'> &
  Omit<ComponentPropsWithRef<'input'>, 'required' | 'type' | 'children'> & {
    /** The sentence beside the box (e.g. 利用規約に同意する). */
    children: ReactNode;
  };

/** One checkbox with its sentence (a consent, 次回から表示しない); `register('field')` gives a boolean. */
export function CheckboxField({
  children,
  error,
  hint,
  required,
  id,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={`space-y-1 ${className ?? ''}`}>
      <label
        htmlFor={ids.control}
        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1"
      >
        <input
          {...inputProps}
          id={ids.control}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          className="size-5 shrink-0 accent-brand"
        />
        <span className="text-slate-900">
          {children}
          {required ? <RequiredBadge required /> : null}
        </span>
      </label>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
