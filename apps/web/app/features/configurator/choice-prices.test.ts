import { findProduct, optionGroupNames, sampleCatalogue, samplePurposes } from '@shop/domain/catalog';
import {
  clearOptionValue,
  configuratorReducer,
  deliveryStepView,
  initConfigurator,
  optionStepView,
  type ConfiguratorState,
} from '@shop/domain/configurator';
import { describe, expect, it } from 'vitest';
import { choicePrices } from './choice-prices';
import { priceDifference, totalFor } from './price-view';

function presetState(purposeSlug: string): ConfiguratorState {
  const purpose = samplePurposes.find((candidate) => candidate.slug === purposeSlug)!;
  const product = findProduct(sampleCatalogue, purpose.productId)!;
  return configuratorReducer(initConfigurator(product), { type: 'applyPreset', preset: purpose.preset });
}

/** Every purpose's preset: sized and shaped products, satin rules (154), products 141/144. */
const states = samplePurposes.map((purpose) => [purpose.slug, presetState(purpose.slug)] as const);

describe('choicePrices', () => {
  it.each(states)('%s: each option choice shows what priceDifference says, as before', (_slug, state) => {
    const { product, item, detail } = state;
    const { options } = choicePrices(state);
    let priced = 0;
    for (const group of optionGroupNames) {
      const view = optionStepView(state, group);
      if (!view) {
        expect(options[group]).toBeUndefined();
        continue;
      }
      const selected = item[group];
      for (const choice of view.choices) {
        const shown = options[group]?.[choice.id];
        if (choice.disabled || selected?.id === choice.id) {
          expect(shown, `${group} ${choice.name}`).toBeNull();
        } else {
          const expected = priceDifference(product, item, detail, {
            [group]: { id: choice.id, name: choice.name },
          });
          expect(shown, `${group} ${choice.name}`).toBe(expected);
          if (expected !== null) priced += 1;
        }
      }
      const addsNone = !view.required && !view.choices.some((choice) => choice.none);
      if (addsNone) {
        expect(options[group]?.[clearOptionValue]).toBe(
          selected ? priceDifference(product, item, detail, { [group]: null }) : null,
        );
      }
    }
    // A preset is priced: its choices have figures to compare (not a table of nulls).
    if (detail && Object.keys(options).length > 0) expect(priced).toBeGreaterThan(0);
  });

  it.each(states)('%s: delivery dates, shapes and quantities as before', (_slug, state) => {
    const { product, item, detail } = state;
    const prices = choicePrices(state);
    for (const option of deliveryStepView(state)) {
      const checked = item.progress.deliveryDate.touched && option.days === item.deliveryDateProduct;
      expect(prices.deliveryDates[option.days]).toBe(
        checked || option.disabled
          ? null
          : priceDifference(product, item, detail, { deliveryDateProduct: option.days }),
      );
    }
    for (const shape of product.setting.shapes) {
      expect(prices.shapes[shape.id]).toBe(
        item.shape?.id === shape.id
          ? null
          : priceDifference(product, item, detail, {
              shape: { id: shape.id, name: shape.name, sealSize: shape.sealSize },
            }),
      );
    }
    const nums = item.enabledNums?.nums ?? [];
    expect(Object.keys(prices.quantityTotals).map(Number)).toEqual([...nums].sort((a, b) => a - b));
    for (const num of nums) expect(prices.quantityTotals[num]).toBe(totalFor(product, item, { num }));
  });

  it('prices faster delivery dearer and more pieces dearer in total, on white PP labels', () => {
    const state = presetState('product-label'); // 50×50 mm, 100 pieces, 5 days
    const prices = choicePrices(state);
    // The chosen 5 days: no figure once answered, ±¥0 while the step is still untouched.
    expect(prices.deliveryDates[5] ?? 0).toBe(0);
    expect(prices.deliveryDates[2]).toBeGreaterThan(0);
    expect(prices.deliveryDates[7]).toBeLessThan(0);
    expect(prices.quantityTotals[100]).toBe(state.detail!.amountTotal);
    expect(prices.quantityTotals[1000]).toBeGreaterThan(state.detail!.amountTotal);
  });

  it('has no differences while the item has no price yet', () => {
    const fresh = initConfigurator(findProduct(sampleCatalogue, 101)!);
    const prices = choicePrices(fresh);
    const figures = [
      ...Object.values(prices.options).flatMap((byChoice) => Object.values(byChoice ?? {})),
      ...Object.values(prices.deliveryDates),
    ];
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.every((figure) => figure === null)).toBe(true);
  });
});
