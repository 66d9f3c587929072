import { optionGroupNames, type OptionGroupName } from '@shop/domain/catalog';
import {
  clearOptionValue,
  deliveryStepView,
  optionStepView,
  type ConfiguratorState,
} from '@shop/domain/configurator';
import { priceDifference, totalFor } from './price-view';

/** A figure per answer: by choice id (なし is clearOptionValue), delivery days or quantity. */
export type FigureByAnswer = Readonly<Record<number, number | null>>;

/**
 * What every answer on the page would cost, priced in one pass per change (decision 0533). A
 * difference is null where the step shows none: the answer as it is now, a choice that cannot
 * be chosen, or an item that cannot be priced yet.
 */
export interface ChoicePrices {
  /** Each offered option group's differences. */
  options: Partial<Record<OptionGroupName, FigureByAnswer>>;
  shapes: FigureByAnswer;
  /** By deliveryDateProduct (7, 5, 3, 2). */
  deliveryDates: FigureByAnswer;
  /** The total for each enabled quantity (not a difference: the quantity list shows totals). */
  quantityTotals: FigureByAnswer;
}

export function choicePrices(state: ConfiguratorState): ChoicePrices {
  const { product, item, detail } = state;
  const options: Partial<Record<OptionGroupName, FigureByAnswer>> = {};
  for (const group of optionGroupNames) {
    const view = optionStepView(state, group);
    if (!view) continue;
    const selected = item[group];
    const differences: Record<number, number | null> = {};
    // The step adds its own なし row to an optional group without one; it shows a figure only
    // while something is chosen.
    if (!view.required && !view.choices.some((choice) => choice.none)) {
      differences[clearOptionValue] = selected
        ? priceDifference(product, item, detail, { [group]: null })
        : null;
    }
    for (const choice of view.choices) {
      differences[choice.id] =
        choice.disabled || selected?.id === choice.id
          ? null
          : priceDifference(product, item, detail, { [group]: { id: choice.id, name: choice.name } });
    }
    options[group] = differences;
  }

  const shapes: Record<number, number | null> = {};
  for (const shape of product.setting.shapes) {
    shapes[shape.id] =
      item.shape?.id === shape.id
        ? null
        : priceDifference(product, item, detail, {
            shape: { id: shape.id, name: shape.name, sealSize: shape.sealSize },
          });
  }

  const deliveryDates: Record<number, number | null> = {};
  for (const option of deliveryStepView(state)) {
    const checked = item.progress.deliveryDate.touched && option.days === item.deliveryDateProduct;
    deliveryDates[option.days] =
      checked || option.disabled
        ? null
        : priceDifference(product, item, detail, { deliveryDateProduct: option.days });
  }

  const quantityTotals: Record<number, number | null> = {};
  for (const num of item.enabledNums?.nums ?? []) quantityTotals[num] = totalFor(product, item, { num });

  return { options, shapes, deliveryDates, quantityTotals };
}
