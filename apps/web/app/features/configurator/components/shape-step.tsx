import type { Product } from '@shop/domain/catalog';
import type { ConfiguratorAction, CurrentItem, StepProgress } from '@shop/domain/configurator';
import { memo, type Dispatch } from 'react';
import type { FigureByAnswer } from '../choice-prices';
import { formatDifference } from '../price-view';
import { ChoiceRow } from './choice-row';
import { sameProps } from './same-props';
import { StepFrame, stepDescribedBy } from './step-frame';

interface ShapeStepProps {
  product: Product;
  shape: CurrentItem['shape'];
  progress: StepProgress;
  dispatch: Dispatch<ConfiguratorAction>;
  number: number;
  error: string | null;
  /** What each shape would change from the price shown now (choicePrices). */
  differences: FigureByAnswer;
}

/** Numbering, POP and emboss seals come in fixed shapes: the first step (spec point 4). */
export const ShapeStep = memo(function ShapeStep({
  product,
  shape: chosen,
  progress,
  dispatch,
  number,
  error,
  differences,
}: ShapeStepProps) {
  const describedBy = stepDescribedBy('shape', false, error);
  return (
    <StepFrame
      step="shape"
      number={number}
      title="形・サイズ"
      required
      active={progress.active}
      done={progress.touched && !error && chosen !== null}
      summary={chosen?.name ?? null}
      error={error}
    >
      <div className="space-y-2">
        {product.setting.shapes.map((shape) => {
          const checked = chosen?.id === shape.id;
          const difference = checked ? null : (differences[shape.id] ?? null);
          return (
            <ChoiceRow
              key={shape.id}
              name="shape"
              value={shape.id}
              checked={checked}
              invalid={Boolean(error)}
              describedBy={describedBy}
              onSelect={(value) => dispatch({ type: 'selectOption', group: 'shape', value })}
              label={shape.name}
              detail={`${shape.sizeX}×${shape.sizeY}mm`}
              aside={difference === null ? null : formatDifference(difference)}
            />
          );
        })}
      </div>
    </StepFrame>
  );
}, sameProps);
