import { configuratorMessages, fieldMessages } from '@shop/domain/messages';
import { calculatePrice } from '@shop/domain/pricing';
import { describe, expect, it } from 'vitest';
import { clearOptionValue } from './progress.ts';
import { configuratorReducer, initConfigurator } from './reducer.ts';
import { productSteps, stepNames } from './steps.ts';
import { run, select, start, touch, whiteUpToNum, product } from './test-state.ts';

/** The active steps, in the product's step order; steps the product does not offer must never be active. */
const activeSteps = (state: ReturnType<typeof start>) => {
  const steps = productSteps(state.product);
  const strays = stepNames.filter((step) => !steps.includes(step) && state.item.progress[step].active);
  if (strays.length > 0) throw new Error(`steps not offered are active: ${strays.join(', ')}`);
  return steps.filter((step) => state.item.progress[step].active);
};

describe('progressive steps', () => {
  it('opens only the first step at the start', () => {
    expect(activeSteps(start(101))).toEqual(['size']);
  });

  it('opens each step when the previous one is touched, skipping groups the product does not offer', () => {
    const state = run(
      start(101),
      { type: 'setSize', sizeX: 50, sizeY: 50 },
      select('adhesive', 1),
      touch('ondemandFoil'),
    );
    // 101 has no whiteInk nor whitedataService: lamination follows ondemandFoil.
    expect(activeSteps(state)).toEqual(['size', 'adhesive', 'ondemandFoil', 'lamination']);
  });

  it('ignores an answer to a step that is not open yet', () => {
    const state = start(101);
    expect(configuratorReducer(state, select('lamination', 1))).toBe(state);
    expect(configuratorReducer(state, { type: 'setNum', num: 100 })).toBe(state);
    expect(configuratorReducer(state, touch('adhesive'))).toBe(state);
  });

  it('ignores steps the product does not offer', () => {
    const state = run(
      start(101),
      { type: 'setSize', sizeX: 50, sizeY: 50 },
      select('adhesive', 1),
      touch('ondemandFoil'),
    );
    expect(configuratorReducer(state, select('whiteInk', 2))).toBe(state);
    expect(configuratorReducer(state, select('shape', 1))).toBe(state);
  });

  it('reaches the last step when every step is answered', () => {
    const state = run(whiteUpToNum(), { type: 'setNum', num: 100 });
    expect(state.item.progress.individualPackaging.active).toBe(true);
  });
});

describe('size', () => {
  it('looks up the size class when both sides are entered, accepting full-width digits', () => {
    const state = run(start(101), { type: 'setSize', sizeX: '５０', sizeY: '80' });
    expect(state.item).toMatchObject({ sizeX: 50, sizeY: 80, size: 3 });
    expect(state.item.enabledNums).toMatchObject({ id: 3, sizeName: '長辺80mm以内' });
    expect(state.item.progress.size).toMatchObject({ touched: true, error: null });
  });

  it('waits for the second side', () => {
    const state = run(start(101), { type: 'setSize', sizeX: 50, sizeY: '' });
    expect(state.item).toMatchObject({ sizeX: 50, sizeY: 0, size: 0 });
    expect(state.item.progress.size).toMatchObject({ touched: false, error: null });
    expect(state.item.progress.adhesive.active).toBe(false);
  });

  it.each([
    [500, 50, fieldMessages.sizeMax],
    [5, 50, fieldMessages.sizeMin],
    [15, 15, fieldMessages.sizeMin],
    [290, 290, fieldMessages.sizeMax],
    [12.5, 50, fieldMessages.sizeInteger],
    ['abc', 50, fieldMessages.sizeInteger],
  ])('%s × %s: size 0 and the message on the size step', (sizeX, sizeY, message) => {
    const state = run(start(101), { type: 'setSize', sizeX, sizeY });
    expect(state.item.size).toBe(0);
    expect(state.item.enabledNums).toBeNull();
    expect(state.item.progress.size.error).toBe(message);
  });

  it('clears the error once the size is corrected', () => {
    const state = run(
      start(101),
      { type: 'setSize', sizeX: 500, sizeY: 50 },
      { type: 'setSize', sizeX: 50, sizeY: 50 },
    );
    expect(state.item.size).toBe(2);
    expect(state.item.progress.size.error).toBeNull();
  });

  it('asks for a size when the step is touched empty', () => {
    const state = run(start(101), touch('size'));
    expect(state.item.progress.size.error).toBe(configuratorMessages.sizeNotSet);
  });

  it('caps the quantity when a bigger size allows fewer pieces', () => {
    const state = run(
      whiteUpToNum(),
      { type: 'setNum', num: 5000 },
      { type: 'setSize', sizeX: 300, sizeY: 200 },
    );
    expect(state.item.num).toBe(1000);
  });
});

describe('options', () => {
  const opened = () => run(start(101), { type: 'setSize', sizeX: 50, sizeY: 50 });

  it('stores the chosen choice as { id, name } and touches the step', () => {
    const state = run(opened(), select('adhesive', 2));
    expect(state.item.adhesive).toEqual({ id: 2, name: '強粘着' });
    expect(state.item.progress.adhesive.touched).toBe(true);
  });

  it('clears an option with -999', () => {
    const state = run(opened(), select('adhesive', 2), select('adhesive', clearOptionValue));
    expect(state.item.adhesive).toBeNull();
    expect(state.item.progress.adhesive.error).toBe(fieldMessages.mustSelect);
  });

  it('ignores a choice the group does not have', () => {
    const state = opened();
    expect(configuratorReducer(state, select('adhesive', 42))).toBe(state);
  });

  it('sums the options’ additional days into deliveryDateOption', () => {
    const state = run(
      whiteUpToNum(),
      select('ondemandFoil', 1),
      { type: 'setNum', num: 100 },
      select('individualPackaging', 1),
    );
    expect(state.item.deliveryDateOption).toBe(2);
    expect(state.item.progress.ondemandFoil.additionalDays).toBe(1);
    expect(state.item.progress.individualPackaging.additionalDays).toBe(1);
    expect(state.item.progress.adhesive.additionalDays).toBe(0);
    const cleared = run(state, select('ondemandFoil', clearOptionValue));
    expect(cleared.item.deliveryDateOption).toBe(1);
  });
});

describe('delivery date and quantity', () => {
  it('takes an offered delivery date and ignores others', () => {
    const state = whiteUpToNum();
    expect(run(state, { type: 'setDeliveryDate', days: 3 }).item.deliveryDateProduct).toBe(3);
    expect(configuratorReducer(state, { type: 'setDeliveryDate', days: 4 })).toBe(state);
  });

  it.each([
    [100, 100],
    [15, 20],
    [99999, 5000],
    [0, 0],
  ])('setNum %i → %i (capped at the enabled maximum)', (num, expected) => {
    expect(run(whiteUpToNum(), { type: 'setNum', num }).item.num).toBe(expected);
  });

  it('asks for a quantity when none is chosen', () => {
    const state = run(whiteUpToNum(), { type: 'setNum', num: 0 });
    expect(state.item.progress.num.error).toBe(fieldMessages.mustSelect);
  });

  it('takes received quantity limits and caps num at their maximum', () => {
    const state = run(
      whiteUpToNum(),
      { type: 'setNum', num: 500 },
      { type: 'receiveEnabledNums', enabledNums: { id: 2, nums: [10, 100, 300], sizeName: '長辺50mm以内' } },
    );
    expect(state.item.enabledNums?.nums).toEqual([10, 100, 300]);
    expect(state.item.num).toBe(300);
  });

  it('drops limits received for a size no longer chosen', () => {
    const state = whiteUpToNum();
    const stale = { id: 7, nums: [10], sizeName: '長辺300mm以内' };
    expect(configuratorReducer(state, { type: 'receiveEnabledNums', enabledNums: stale })).toBe(state);
  });
});

describe('live price', () => {
  it('is shown once the item can be priced, and matches the price engine', () => {
    const before = whiteUpToNum();
    expect(before.detail).toBeNull();
    expect(before.item.amountTotal).toBe(0);
    const state = run(before, { type: 'setNum', num: 100 });
    const outcome = calculatePrice(state.product, state.item);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(state.detail).toEqual(outcome.result.detail);
    expect(state.item).toMatchObject({ amountProduct: 2530, amountOption: 0, amountTotal: 2530 });
  });

  it('follows every change', () => {
    const state = run(whiteUpToNum(), { type: 'setNum', num: 100 }, { type: 'setDeliveryDate', days: 2 });
    expect(state.item.amountTotal).toBe(3795);
  });

  it('falls back to 0 when the item can no longer be priced', () => {
    const state = run(whiteUpToNum(), { type: 'setNum', num: 100 }, select('adhesive', clearOptionValue));
    expect(state.detail).toBeNull();
    expect(state.item.amountTotal).toBe(0);
  });
});

describe('name, shipping date and reset', () => {
  it('records a name and flags one that is too long', () => {
    expect(run(start(101), { type: 'setName', name: '店頭用ラベル' }).item).toMatchObject({
      name: '店頭用ラベル',
      nameError: null,
    });
    expect(run(start(101), { type: 'setName', name: 'あ'.repeat(31) }).item.nameError).toBe(
      configuratorMessages.nameTooLong(30),
    );
  });

  it('records the shipping date the screen computed', () => {
    expect(run(start(101), { type: 'setShippingDate', shippingDate: '2026-11-27' }).item.shippingDate).toBe(
      '2026-11-27',
    );
  });

  it('starts over on reset', () => {
    const state = run(whiteUpToNum(), { type: 'setNum', num: 100 }, { type: 'reset' });
    expect(state.item).toEqual(start(101).item);
  });
});

describe('shaped products (numbering, POP, emboss)', () => {
  it('go shape → delivery date → quantity', () => {
    let state = start(401);
    expect(activeSteps(state)).toEqual(['shape']);
    state = run(state, select('shape', 2));
    expect(state.item.shape).toEqual({ id: 2, name: '四角 中（50×25mm）', sealSize: 2 });
    expect(state.item.size).toBe(2);
    expect(state.item.enabledNums?.id).toBe(2);
    expect(activeSteps(state)).toEqual(['shape', 'deliveryDate']);
    state = run(state, { type: 'setDeliveryDate', days: 5 }, { type: 'setNum', num: 1000 });
    expect(state.item.amountTotal).toBe(8195);
  });

  it('clears the shape with -999', () => {
    const state = run(start(401), select('shape', 2), select('shape', clearOptionValue));
    expect(state.item).toMatchObject({ shape: null, size: 0 });
    expect(state.item.progress.shape.error).toBe(configuratorMessages.shapeNotSet);
  });
});

describe('estimate items and repeats', () => {
  it('prices an estimate item from its estimate', () => {
    const item = {
      ...start(159).item,
      estimate: {
        id: 1,
        createdAt: '2026-11-01T00:00:00Z',
        updatedAt: '2026-11-01T00:00:00Z',
        deletedAt: null,
        email: 'hanako@example.jp',
        estimateNumber: 'E-2026-0001',
        estimateFrom: null,
        status: 1,
        title: '特注ステッカー',
        request: {},
        response: { children: [{ no: 1, amountWithTax: 33000 }] },
      },
      estimateData: { no: 1 },
    };
    expect(initConfigurator(product(159), item).item.amountTotal).toBe(33000);
  });

  it('keeps the size class of a repeated order that carries no dimensions', () => {
    const ordered = run(whiteUpToNum(), { type: 'setNum', num: 100 }).item;
    const repeat = initConfigurator(product(101), { ...ordered, repeatId: 5, sizeX: 0, sizeY: 0 });
    expect(repeat.item.size).toBe(2);
    expect(repeat.item.amountTotal).toBe(2530);
  });
});
