import { useState } from 'react';
import { controlClassName, FieldError, FieldHint } from '../../../ui/form/field-shell';
import type { CartItem } from '../cart-item';

export interface SizeFieldsProps {
  item: CartItem;
  onChange: (sizeX: string, sizeY: string) => void;
}

/**
 * Width × height in mm. The text stays as typed while the customer edits (５０, 50., an empty box);
 * the cart keeps numbers and the size validator's message says what is wrong (spec point 5).
 */
export function SizeFields({ item, onChange }: SizeFieldsProps) {
  const [draft, setDraft] = useState<{ x: string; y: string } | null>(null);
  const x = draft?.x ?? String(item.sizeX);
  const y = draft?.y ?? String(item.sizeY);
  const error = item.errors.size.message ?? undefined;
  const base = `cart-${item.id}-size`;
  const limits = item.spec ? `${item.spec.shortMin}〜${item.spec.longMax}mm、整数でご入力ください` : null;
  const describedBy = [limits ? `${base}-hint` : null, error ? `${base}-error` : null]
    .filter(Boolean)
    .join(' ');

  const change = (next: { x: string; y: string }) => {
    setDraft(next);
    onChange(next.x, next.y);
  };

  return (
    <fieldset className="space-y-1">
      <legend className="font-bold text-slate-900">サイズ（横×縦）</legend>
      {limits ? <FieldHint id={`${base}-hint`}>{limits}</FieldHint> : null}
      <div className="flex items-center gap-2">
        {(['x', 'y'] as const).map((side, index) => (
          <div key={side} className="flex min-w-0 flex-1 items-center gap-1">
            {index === 1 ? (
              <span aria-hidden className="shrink-0 pr-1 text-slate-700">
                ×
              </span>
            ) : null}
            <label htmlFor={`${base}-${side}`} className="shrink-0 text-sm text-slate-700">
              {side === 'x' ? '横' : '縦'}
            </label>
            <input
              id={`${base}-${side}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={side === 'x' ? x : y}
              onChange={(event) =>
                change(side === 'x' ? { x: event.target.value, y } : { x, y: event.target.value })
              }
              onBlur={() => {
                // Back to the stored numbers once they say the same as the text.
                if (!item.errors.size.message) setDraft(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              className={controlClassName(Boolean(error), 'text-right')}
            />
            <span aria-hidden className="shrink-0 text-slate-700">
              mm
            </span>
          </div>
        ))}
      </div>
      <FieldError id={`${base}-error`} message={error} />
    </fieldset>
  );
}
