import type { ConfiguratorAction, StepProgress } from '@shop/domain/configurator';
import { formatYen } from '@shop/domain/format';
import { memo, type Dispatch } from 'react';
import type { FigureByAnswer } from '../choice-prices';
import { formatUnitPrice } from '../price-view';
import { sameProps } from './same-props';
import { StepFrame, stepDescribedBy } from './step-frame';

interface NumStepProps {
  /** The quantities enabled for the size (item.enabledNums), none before the size is known. */
  nums: readonly number[];
  num: number;
  progress: StepProgress;
  dispatch: Dispatch<ConfiguratorAction>;
  number: number;
  error: string | null;
  /** What each quantity costs with the other answers as they are (choicePrices). */
  totals: FigureByAnswer;
}

const count = new Intl.NumberFormat('ja-JP');

/**
 * The quantity, from the quantities enabled for the size (spec point 4: capped at the largest).
 * Each line says what that quantity costs, so the customer sees the price per piece fall.
 */
export const NumStep = memo(function NumStep({
  nums,
  num: chosen,
  progress,
  dispatch,
  number,
  error,
  totals,
}: NumStepProps) {
  const max = nums.length > 0 ? Math.max(...nums) : null;
  const hint =
    max === null
      ? 'サイズ（形）を決めると、ご注文いただける枚数が表示されます。'
      : `このサイズは${count.format(Math.min(...nums))}枚から${count.format(max)}枚までご注文いただけます。`;

  return (
    <StepFrame
      step="num"
      number={number}
      title="枚数"
      required
      active={progress.active}
      done={progress.touched && !error && chosen > 0}
      summary={chosen > 0 ? `${count.format(chosen)}枚` : null}
      hint={hint}
      error={error}
    >
      <label htmlFor="num" className="sr-only">
        枚数
      </label>
      <select
        id="num"
        value={chosen > 0 ? String(chosen) : ''}
        disabled={nums.length === 0}
        onChange={(event) => dispatch({ type: 'setNum', num: Number(event.target.value) })}
        aria-invalid={error ? true : undefined}
        aria-describedby={stepDescribedBy('num', true, error)}
        className={[
          'block min-h-12 w-full rounded-lg border bg-white px-3 text-base tabular-nums disabled:bg-slate-100',
          error ? 'border-red-600 bg-red-50' : 'border-slate-300',
        ].join(' ')}
      >
        <option value="" disabled>
          枚数をお選びください
        </option>
        {nums.map((num) => {
          const total = totals[num] ?? null;
          const unit = total === null ? null : formatUnitPrice(total, num);
          return (
            <option key={num} value={num}>
              {`${count.format(num)}枚${total === null ? '' : ` ${formatYen(total)}（1枚あたり${unit ?? ''}）`}`}
            </option>
          );
        })}
      </select>
    </StepFrame>
  );
}, sameProps);
