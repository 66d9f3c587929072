import type { Product } from '@shop/domain/catalog';
import type { ConfiguratorAction, StepProgress } from '@shop/domain/configurator';
import { memo, useState, type Dispatch } from 'react';
import { sameProps } from './same-props';
import { StepFrame, stepDescribedBy } from './step-frame';

interface SizeStepProps {
  product: Product;
  /** The item's sides in mm (the fields start from them), its size class and that class's name. */
  sizeX: number;
  sizeY: number;
  size: number;
  sizeName: string | null;
  progress: StepProgress;
  dispatch: Dispatch<ConfiguratorAction>;
  number: number;
  error: string | null;
}

const asText = (mm: number) => (Number.isFinite(mm) && mm > 0 ? String(mm) : '');

/**
 * Width and height in mm. The text is kept as typed (full-width ５０ included, decoded by the
 * domain), the size class is looked up once both sides are valid, and a size outside the limits
 * shows the message of spec point 5 under the fields.
 */
export const SizeStep = memo(function SizeStep({
  product,
  sizeX: itemSizeX,
  sizeY: itemSizeY,
  size,
  sizeName,
  progress,
  dispatch,
  number,
  error,
}: SizeStepProps) {
  const [sizeX, setSizeX] = useState(() => asText(itemSizeX));
  const [sizeY, setSizeY] = useState(() => asText(itemSizeY));
  const spec = product.setting.spec;
  const hint = spec
    ? `各辺${spec.shortMin}〜${spec.longMax}mmでご指定ください（長い辺は${spec.longMin}mm以上、短い辺は${spec.shortMax}mm以下）。`
    : null;
  const describedBy = stepDescribedBy('size', Boolean(hint), error);

  const change = (x: string, y: string) => {
    setSizeX(x);
    setSizeY(y);
    dispatch({ type: 'setSize', sizeX: x, sizeY: y });
  };

  const input = (label: string, value: string, onChange: (value: string) => void, id: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-bold text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex items-center gap-1.5">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          value={value}
          placeholder="例：50"
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={[
            'block min-h-12 w-full min-w-0 rounded-lg border px-3 text-right text-lg tabular-nums',
            'disabled:bg-slate-100',
            error ? 'border-red-600 bg-red-50' : 'border-slate-300 bg-white',
          ].join(' ')}
        />
        <span className="shrink-0 text-slate-700">mm</span>
      </div>
    </div>
  );

  return (
    <StepFrame
      step="size"
      number={number}
      title="サイズ"
      required
      active={progress.active}
      done={progress.touched && !error && size > 0}
      summary={size > 0 ? `${itemSizeX}×${itemSizeY}mm${sizeName ? `（${sizeName}）` : ''}` : null}
      hint={hint}
      error={error}
    >
      <div className="flex items-end gap-2">
        {input('横', sizeX, (value) => change(value, sizeY), 'size-x')}
        <span aria-hidden className="pb-3 text-slate-500">
          ×
        </span>
        {input('縦', sizeY, (value) => change(sizeX, value), 'size-y')}
      </div>
    </StepFrame>
  );
}, sameProps);
