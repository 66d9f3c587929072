import { useId, type ReactNode } from 'react';

export interface ChoiceRowProps {
  name: string;
  value: number;
  checked: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  onSelect: (value: number) => void;
  label: ReactNode;
  /** A line under the label: what the choice does, its date, why it cannot be chosen. */
  detail?: ReactNode;
  /** The right-hand figure: the price difference, a badge. */
  aside?: ReactNode;
}

/** One radio choice as a full-width tile, at least 48px tall for a thumb. */
export function ChoiceRow({
  name,
  value,
  checked,
  disabled = false,
  invalid = false,
  describedBy,
  onSelect,
  label,
  detail,
  aside,
}: ChoiceRowProps) {
  // The choice is named by its label alone; the detail line (and the step's hint or error) describe it.
  const id = useId();
  const labelId = `${id}-label`;
  const detailId = `${id}-detail`;
  const description = [detail ? detailId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;
  // No colour transition: a fade is repainted on the main thread frame after frame and held up
  // the next tap (decision 0533); the tile changes colour at once.
  return (
    <label
      className={[
        'flex min-h-12 items-center gap-3 rounded-xl border px-3 py-2.5',
        disabled
          ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-50 text-slate-500'
          : checked
            ? 'cursor-pointer border-brand bg-brand-soft ring-1 ring-brand'
            : 'cursor-pointer border-slate-300 bg-white hover:border-brand',
      ].join(' ')}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-labelledby={labelId}
        aria-describedby={description}
        onChange={() => onSelect(value)}
        className="size-5 shrink-0 accent-brand"
      />
      <span className="min-w-0 flex-1">
        <span id={labelId} className={`block leading-snug ${checked ? 'font-bold text-slate-900' : ''}`}>
          {label}
        </span>
        {detail ? (
          <span
            id={detailId}
            className={`mt-0.5 block text-xs leading-relaxed ${disabled ? 'font-bold text-amber-800' : 'text-slate-600'}`}
          >
            {detail}
          </span>
        ) : null}
      </span>
      {aside && !disabled ? <span className="shrink-0 text-right text-sm tabular-nums">{aside}</span> : null}
    </label>
  );
}
