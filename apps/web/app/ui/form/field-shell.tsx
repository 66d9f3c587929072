// The frame every form field shares: a label tied to the control, a 必須/任意 badge, an optional
// hint and the error message, announced (role="alert") and referenced by aria-describedby.
import { useId, type ReactNode } from 'react';

/** The props every field primitive takes besides its control's own attributes. */
export interface FieldChromeProps {
  /** The visible label (also the accessible name). */
  label: ReactNode;
  /** The field's current message, from react-hook-form (`errors.x?.message`) or the server. */
  error?: string | undefined;
  /** A short help line under the label (example input, format). */
  hint?: ReactNode;
  /** Shows 必須 and sets aria-required; otherwise 任意 is shown. */
  required?: boolean | undefined;
}

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

/** The ids of a field's control, hint and error, from the caller's id or a generated one. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const control = id ?? `field${generated.replace(/:/g, '')}`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/** aria-describedby for a control: its hint and its error, whichever are shown. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: string | undefined): string | undefined {
  const parts = [hint ? ids.hint : null, error ? ids.error : null].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

// Hidden from assistive technology: aria-required already says it.
export function RequiredBadge({ required }: { required: boolean }) {
  return required ? (
    <span
      aria-hidden
      className="ml-2 inline-block rounded bg-red-600 px-1.5 py-0.5 align-middle text-xs leading-none font-bold text-white"
    >
      必須
    </span>
  ) : (
    <span
      aria-hidden
      className="ml-2 inline-block rounded bg-slate-200 px-1.5 py-0.5 align-middle text-xs leading-none font-bold text-slate-700"
    >
      任意
    </span>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm leading-relaxed text-slate-600">
      {children}
    </p>
  );
}

/** The message under a field; role="alert" so that it is read out as it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm leading-relaxed font-bold text-red-700">
      {message}
    </p>
  );
}

/** Label, badge, hint, control and message for a single control (input, textarea, select). */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  required = false,
  children,
}: FieldChromeProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className="space-y-1">
      {/* The badge sits beside the label, not in it: the field's name stays "姓", not "姓必須". */}
      <div className="flex flex-wrap items-center">
        <label htmlFor={ids.control} className="font-bold text-slate-900">
          {label}
        </label>
        <RequiredBadge required={required} />
      </div>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {children}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

/** Tailwind classes of a text-like control: 16px text (no zoom on iOS), 44px tall, red when wrong. */
export function controlClassName(invalid: boolean, extra = ''): string {
  return [
    'block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400',
    'disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50',
    invalid ? 'border-red-600 bg-red-50' : 'border-slate-300',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
