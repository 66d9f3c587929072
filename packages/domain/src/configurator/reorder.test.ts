import { presetSchema } from '@shop/domain/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemErrors } from './item-errors.ts';
import { reorderPreset } from './reorder.ts';
import { run, start } from './test-state.ts';

const ordered = presetSchema.parse({
  sizeX: 50,
  sizeY: 40,
  num: 100,
  deliveryDateProduct: 5,
  options: { adhesive: 1, lamination: 1, format: 2, deliveryForm: 1 },
});

describe('reorderPreset', () => {
  it('opens the configurator on the order as it was bought, every step answered', () => {
    const bought = run(start(101), { type: 'applyPreset', preset: ordered }).item;
    const reopened = run(start(101), { type: 'applyPreset', preset: reorderPreset(bought) });
    expect(reopened.item).toMatchObject({
      sizeX: 50,
      sizeY: 40,
      num: 100,
      deliveryDateProduct: 5,
      adhesive: bought.adhesive,
      lamination: bought.lamination,
      format: bought.format,
      deliveryForm: bought.deliveryForm,
      amountTotal: bought.amountTotal,
    });
    expect(itemErrors(reopened)).toEqual({});
  });

  it('keeps the choices of every order over the quantity and delivery it was bought with', () => {
    const bought = run(start(101), { type: 'applyPreset', preset: ordered }).item;
    fc.assert(
      fc.property(
        fc.constantFrom(...(bought.enabledNums?.nums ?? [100])),
        fc.constantFrom(7, 5, 3, 2),
        (num, days) => {
          const item = { ...bought, num, deliveryDateProduct: days };
          const reopened = run(start(101), { type: 'applyPreset', preset: reorderPreset(item) }).item;
          expect(reopened).toMatchObject({ num, deliveryDateProduct: days, sizeX: 50, sizeY: 40 });
        },
      ),
      { numRuns: 30 },
    );
  });
});
