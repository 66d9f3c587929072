import { configuratorMessages } from '@shop/domain/messages';
import { describe, expect, it } from 'vitest';
import { deliveryStepView, optionStepView } from './availability.ts';
import { itemErrors } from './item-errors.ts';
import { run, select, start, touch } from './test-state.ts';

const rectangle = 1;
const rounded = 2;
const circle = 3;
const sheetCut = 1;
const fullCut = 2;

/** Satin (154) answered up to the delivery form, in the given format. */
const satinIn = (format: number) =>
  run(
    start(154),
    { type: 'setSize', sizeX: 50, sizeY: 30 },
    select('adhesive', 1),
    select('format', format),
    touch('cutlineService'),
  );

describe('product 154 (satin) rules, spec point 9', () => {
  it('offers 2-day delivery only once the rectangle format is chosen', () => {
    expect(start(154).item.enabledDeliveryDate).toEqual([7, 5, 3]);
    expect(satinIn(rectangle).item.enabledDeliveryDate).toEqual([7, 5, 3, 2]);
    expect(satinIn(rounded).item.enabledDeliveryDate).toEqual([7, 5, 3]);
  });

  it('explains on the delivery step why 2 days is greyed out', () => {
    const two = deliveryStepView(satinIn(rounded)).find((option) => option.days === 2);
    expect(two).toMatchObject({ disabled: true, reason: configuratorMessages.satinTwoDayRectangleOnly });
    expect(deliveryStepView(satinIn(rectangle)).every((option) => !option.disabled)).toBe(true);
  });

  it('flags 2-day delivery when the format is changed away from the rectangle', () => {
    let state = run(satinIn(rectangle), select('deliveryForm', fullCut), {
      type: 'setDeliveryDate',
      days: 2,
    });
    expect(state.item.progress.deliveryDate.error).toBeNull();
    state = run(state, select('format', rounded));
    expect(state.item.deliveryDateProduct).toBe(2);
    expect(state.item.progress.deliveryDate.error).toBe(configuratorMessages.satinTwoDayRectangleOnly);
    expect(itemErrors(state).deliveryDate).toBe(configuratorMessages.satinTwoDayRectangleOnly);
  });

  it('allows the cut-line service only with the rectangle', () => {
    const ok = run(satinIn(rectangle), select('cutlineService', 1));
    expect(ok.item.progress.cutlineService.error).toBeNull();
    const refused = run(satinIn(circle), select('cutlineService', 1));
    expect(refused.item.progress.cutlineService.error).toBe(configuratorMessages.satinCutlineRectangleOnly);
    expect(optionStepView(satinIn(circle), 'cutlineService')?.choices[0]).toMatchObject({
      disabled: true,
      reason: configuratorMessages.satinCutlineRectangleOnly,
    });
  });

  it('allows only the full-cut delivery form', () => {
    const view = optionStepView(satinIn(rectangle), 'deliveryForm');
    expect(view?.choices.map((c) => [c.id, c.disabled])).toEqual([
      [sheetCut, true],
      [fullCut, false],
    ]);
    expect(view?.choices[0]?.reason).toBe(configuratorMessages.satinFullCutOnly);
    const refused = run(satinIn(rectangle), select('deliveryForm', sheetCut));
    expect(refused.item.progress.deliveryForm.error).toBe(configuratorMessages.satinFullCutOnly);
    expect(itemErrors(refused).deliveryForm).toBe(configuratorMessages.satinFullCutOnly);
  });

  it('orders a rectangle satin sticker in 2 days', () => {
    const state = run(
      satinIn(rectangle),
      select('deliveryForm', fullCut),
      { type: 'setDeliveryDate', days: 2 },
      { type: 'setNum', num: 100 },
    );
    expect(itemErrors(state)).toEqual({});
    expect(state.item.amountTotal).toBeGreaterThan(0);
  });

  it('leaves other products free of these rules', () => {
    const view = optionStepView(run(start(101), { type: 'setSize', sizeX: 50, sizeY: 50 }), 'deliveryForm');
    expect(view?.choices.every((choice) => !choice.disabled)).toBe(true);
  });
});
