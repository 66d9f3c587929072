import { presetSchema } from '@shop/domain/catalog';
import { fieldMessages } from '@shop/domain/messages';
import { describe, expect, it } from 'vitest';
import { itemErrors } from './item-errors.ts';
import { run, start } from './test-state.ts';

const preset = presetSchema.parse;

describe('applyPreset', () => {
  it('answers the steps the preset gives and skips the optional ones it leaves out', () => {
    const state = run(start(101), {
      type: 'applyPreset',
      preset: preset({
        sizeX: 50,
        sizeY: 50,
        num: 100,
        options: { adhesive: 1, lamination: 1, format: 2, deliveryForm: 1 },
      }),
    });
    expect(state.item).toMatchObject({
      sizeX: 50,
      sizeY: 50,
      size: 2,
      num: 100,
      adhesive: { id: 1, name: '通常のり' },
      lamination: { id: 1, name: 'グロスラミネート（つやあり）' },
      ondemandFoil: null,
    });
    expect(state.item.progress.ondemandFoil.touched).toBe(true);
    // The delivery date was not given: the customer confirms it, so the steps after it wait.
    expect(state.item.progress.deliveryDate).toMatchObject({ active: true, touched: false });
    expect(state.item.progress.num.active).toBe(false);
    // Add to cart asks for it (issue 16's walk: it took the unchosen 5 days silently).
    expect(itemErrors(state)).toEqual({ deliveryDate: fieldMessages.mustSelect });
    const confirmed = run(state, { type: 'setDeliveryDate', days: 5 });
    expect(itemErrors(confirmed)).toEqual({});
    expect(confirmed.item.progress.individualPackaging.active).toBe(true);
    // ¥2,300 + グロスラミネート 20% (¥460) = ¥2,760 before tax
    expect(state.item.amountTotal).toBe(3036);
  });

  it('leaves a required step it does not answer open for the customer', () => {
    const state = run(start(101), {
      type: 'applyPreset',
      preset: preset({ sizeX: 50, sizeY: 50, options: { adhesive: 1 } }),
    });
    expect(state.item.progress.format).toMatchObject({ active: true, touched: false, error: null });
    expect(itemErrors(state).format).toBe(fieldMessages.mustSelect);
  });

  it('ignores what the product does not offer', () => {
    const state = run(start(102), {
      type: 'applyPreset',
      preset: preset({ sizeX: 50, sizeY: 50, shapeId: 1, options: { ondemandFoil: 1, adhesive: 99 } }),
    });
    expect(state.item.ondemandFoil).toBeNull();
    expect(state.item.adhesive).toBeNull();
    expect(state.item.shape).toBeNull();
    expect(state.item.progress.ondemandFoil.touched).toBe(false);
  });

  it('sets the shape and delivery of a shaped product', () => {
    const state = run(start(601), {
      type: 'applyPreset',
      preset: preset({ shapeId: 2, num: 300, deliveryDateProduct: 7 }),
    });
    expect(state.item).toMatchObject({ shape: { id: 2 }, size: 2, num: 300, deliveryDateProduct: 7 });
    expect(itemErrors(state)).toEqual({});
  });
});
