import type { ConfiguratorAction, ConfiguratorState } from '@shop/domain/configurator';
import type { PriceDetail } from '@shop/domain/pricing';
import type { Dispatch } from 'react';
import { formatDifference, priceDifference } from '../price-view';
import { ChoiceRow } from './choice-row';
import { StepFrame, stepDescribedBy } from './step-frame';

interface ShapeStepProps {
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
  number: number;
  error: string | null;
  price: PriceDetail | null;
}

/** Numbering, POP and emboss seals come in fixed shapes: the first step (spec point 4). */
export function ShapeStep({ state, dispatch, number, error, price }: ShapeStepProps) {
  const { product, item } = state;
  const progress = item.progress.shape;
  const describedBy = stepDescribedBy('shape', false, error);
  return (
    <StepFrame
      step="shape"
      number={number}
      title="形・サイズ"
      required
      active={progress.active}
      done={progress.touched && !error && item.shape !== null}
      summary={item.shape?.name ?? null}
      error={error}
    >
      <div className="space-y-2">
        {product.setting.shapes.map((shape) => {
          const checked = item.shape?.id === shape.id;
          const difference = checked
            ? null
            : priceDifference(product, item, price, {
                shape: { id: shape.id, name: shape.name, sealSize: shape.sealSize },
              });
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
}
