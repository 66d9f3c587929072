import { findProduct, sampleCatalogue, samplePurposes } from '@shop/domain/catalog';
import { configuratorReducer, initConfigurator, type ConfiguratorState } from '@shop/domain/configurator';
import { describe, expect, it } from 'vitest';
import type { ServerPrice } from './api/calc-price';
import {
  formatDifference,
  formatUnitPrice,
  itemForCart,
  localRefusal,
  priceDifference,
  shownPrice,
  totalFor,
} from './price-view';

function presetState(purposeSlug: string): ConfiguratorState {
  const purpose = samplePurposes.find((candidate) => candidate.slug === purposeSlug)!;
  const product = findProduct(sampleCatalogue, purpose.productId)!;
  return configuratorReducer(initConfigurator(product), { type: 'applyPreset', preset: purpose.preset });
}

const labels = presetState('product-label'); // white PP 50×50 mm, 100 pieces, 5 days
const local = labels.detail!;

describe('shownPrice', () => {
  it('shows the browser figure at once while the server has not answered', () => {
    expect(shownPrice(local, { status: 'waiting' })).toEqual({
      detail: local,
      confirmed: false,
      corrected: false,
      offline: false,
    });
    expect(shownPrice(local, { status: 'unavailable' }).detail).toBe(local);
  });

  it('offline, shows the browser figure marked as a reference, until the server confirms it', () => {
    expect(shownPrice(local, { status: 'offline' })).toEqual({
      detail: local,
      confirmed: false,
      corrected: false,
      offline: true,
    });
    expect(shownPrice(local, { status: 'confirmed', detail: { ...local } }).offline).toBe(false);
  });

  it('marks an agreeing server answer as confirmed', () => {
    expect(shownPrice(local, { status: 'confirmed', detail: { ...local } })).toMatchObject({
      confirmed: true,
      corrected: false,
    });
  });

  it('shows the server figure when the two disagree', () => {
    const server = { ...local, amountTotal: local.amountTotal + 110, tax: local.tax + 10 };
    const shown = shownPrice(local, { status: 'confirmed', detail: server });
    expect(shown.detail?.amountTotal).toBe(local.amountTotal + 110);
    expect(shown.corrected).toBe(true);
  });

  it('shows no price for an item the server refuses, whatever the browser computed', () => {
    const refused: ServerPrice = {
      status: 'refused',
      message: '指定された条件ではご注文いただけません',
      errors: {},
    };
    expect(shownPrice(local, refused).detail).toBeNull();
  });
});

describe('itemForCart', () => {
  it('carries the server amounts once it has priced the item', () => {
    const server = { ...local, amountTotal: 9_999, amountProduct: 8_888, amountOption: 1_111 };
    expect(itemForCart(labels.item, { status: 'confirmed', detail: server })).toMatchObject({
      amountTotal: 9_999,
      amountProduct: 8_888,
      amountOption: 1_111,
    });
    expect(itemForCart(labels.item, { status: 'waiting' })).toBe(labels.item);
  });
});

describe('priceDifference and totalFor', () => {
  const { product, item } = labels;

  it.each([
    ['more pieces', { num: 200 }, 'more'],
    ['faster delivery', { deliveryDateProduct: 2 }, 'more'],
    ['slower delivery', { deliveryDateProduct: 7 }, 'less'],
    [
      'a laminate is already chosen; matt instead of gloss',
      { lamination: { id: 2, name: 'マット' } },
      'same',
    ],
    ['removing the laminate', { lamination: null }, 'less'],
  ] as const)('%s costs %s', (_label, patch, direction) => {
    const difference = priceDifference(product, item, local, patch)!;
    if (direction === 'more') expect(difference).toBeGreaterThan(0);
    if (direction === 'less') expect(difference).toBeLessThan(0);
    if (direction === 'same') expect(difference).toBe(0);
  });

  it('is null while the item has no price yet, or for a choice that cannot be priced', () => {
    expect(priceDifference(product, item, null, { num: 200 })).toBeNull();
    expect(priceDifference(product, item, local, { num: 7 })).toBeNull();
  });

  it('prices another quantity with the shared engine', () => {
    expect(totalFor(product, item, { num: 100 })).toBe(local.amountTotal);
    expect(totalFor(product, item, { num: 1000 })!).toBeGreaterThan(local.amountTotal);
  });
});

describe('localRefusal', () => {
  it('is null for an orderable or an unfinished item', () => {
    expect(localRefusal(labels.product, labels.item)).toBeNull();
    const fresh = initConfigurator(labels.product);
    expect(localRefusal(fresh.product, fresh.item)).toBeNull();
  });

  it('names the refused step of a satin sticker shipped in 2 days in a round shape', () => {
    const event = presetState('event'); // satin, rectangle, 2 days
    const round = { ...event.item, format: { id: 3, name: '円・楕円' } };
    expect(localRefusal(event.product, round)).toMatchObject({
      ok: false,
      message: '指定された条件ではご注文いただけません',
      errors: { deliveryDate: expect.stringContaining('2営業日発送') as unknown },
    });
  });
});

describe('formatting', () => {
  it.each([
    [2530, 100, '¥25.3'],
    [12_000, 10, '¥1,200'],
    [1_234_567, 1000, '¥1,235'],
    [1000, 0, null],
  ])('%i yen for %i pieces is %s each', (total, num, expected) => {
    expect(formatUnitPrice(total, num)).toBe(expected);
  });

  it.each([
    [1100, '+¥1,100'],
    [-330, '−¥330'],
    [0, '±¥0'],
  ])('a difference of %i reads %s', (amount, expected) => {
    expect(formatDifference(amount)).toBe(expected);
  });
});
