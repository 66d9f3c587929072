import type { ConfiguratorAction, ConfiguratorState } from '@shop/domain/configurator';
import { useState, type Dispatch } from 'react';
import { StepFrame, stepDescribedBy } from './step-frame';

interface SizeStepProps {
  state: ConfiguratorState;
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
export function SizeStep({ state, dispatch, number, error }: SizeStepProps) {
  const { item, product } = state;
  const [sizeX, setSizeX] = useState(() => asText(item.sizeX));
  const [sizeY, setSizeY] = useState(() => asText(item.sizeY));
  const spec = product.setting.spec;
  const progress = item.progress.size;
  const hint = spec
    ? `各辺${spec.shortMin}〜${spec.longMax}mmでご指定ください（長い辺は${spec.longMin}mm以上、短い辺は${spec.shortMax}mm以下）。`
    : null;
  const describedBy = stepDescribedBy('size', Boolean(hint), error);
  const sizeName = item.enabledNums?.sizeName ?? null;

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
      done={progress.touched && !error && item.size > 0}
      summary={item.size > 0 ? `${item.sizeX}×${item.sizeY}mm${sizeName ? `（${sizeName}）` : ''}` : null}
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
}
