import { describe, expect, it } from 'vitest';
import { calculatePrice } from '@shop/domain/pricing';
import { currentItemSchema, type CurrentItem } from './current-item.ts';
import { newCurrentItem } from './new-current-item.ts';
import { product } from './test-state.ts';

describe('currentItemSchema', () => {
  const minimal = { productType: 'general', product: { id: 101 } } as const;

  it('fills every field of spec point 3 with its default', () => {
    const item = currentItemSchema.parse(minimal);
    expect(item).toMatchObject({
      id: 0,
      type: 'product',
      spec: null,
      purchaseId: null,
      orderId: null,
      status: 0,
      name: '',
      nameError: null,
      repeatId: 0,
      shippingDate: null,
      sizeX: 0,
      sizeY: 0,
      size: 0,
      shape: null,
      num: 0,
      deliveryDateProduct: 5,
      deliveryDateOption: 0,
      amountProduct: 0,
      amountOption: 0,
      amountTotal: 0,
      enabledNums: null,
      enabledDeliveryDate: [7, 5, 3, 2],
      freeFormat: { title: '', body: '', amount: 0, repeat: false },
      estimate: null,
      adhesive: null,
      individualPackaging: null,
    });
    expect(Object.keys(item.progress)).toHaveLength(18);
    expect(item.progress.size).toEqual({ active: false, touched: false, error: null, additionalDays: 0 });
  });

  it('gives every parsed item its own arrays', () => {
    const a = currentItemSchema.parse(minimal);
    const b = currentItemSchema.parse(minimal);
    a.enabledDeliveryDate.push(1);
    a.progress.size.touched = true;
    expect(b.enabledDeliveryDate).toEqual([7, 5, 3, 2]);
    expect(b.progress.size.touched).toBe(false);
  });

  it.each([
    ['an unknown product type', { ...minimal, productType: 'mug' }],
    ['a purchase id that is not 11 digits', { ...minimal, purchaseId: '12345' }],
    ['a negative quantity', { ...minimal, num: -1 }],
    ['a fractional quantity', { ...minimal, num: 1.5 }],
    ['a negative free-format amount', { ...minimal, freeFormat: { amount: -100 } }],
    ['a shipping date not in YYYY-MM-DD', { ...minimal, shippingDate: '2026/11/27' }],
  ])('refuses %s', (_label, input) => {
    expect(currentItemSchema.safeParse(input).success).toBe(false);
  });

  it('survives local storage: JSON and back gives the same item', () => {
    const item = newCurrentItem(product(101));
    expect(currentItemSchema.parse(JSON.parse(JSON.stringify(item)))).toEqual(item);
  });

  it('is what the price engine takes', () => {
    const item: CurrentItem = newCurrentItem(product(101));
    expect(calculatePrice(product(101), item).ok).toBe(false);
  });
});

describe('newCurrentItem', () => {
  it('starts a sized product at its first step with the product facts copied in', () => {
    const item = newCurrentItem(product(101));
    expect(item).toMatchObject({
      type: 'product',
      productType: 'general',
      product: { id: 101 },
      spec: { shortMin: 10, longMin: 20, shortMax: 280, longMax: 300 },
      deliveryDateProduct: 5,
      enabledDeliveryDate: [7, 5, 3, 2],
    });
    expect(item.progress.size.active).toBe(true);
    expect(item.progress.adhesive.active).toBe(false);
  });

  it('starts a shaped product at the shape', () => {
    const item = newCurrentItem(product(401));
    expect(item.progress.shape.active).toBe(true);
    expect(item.progress.size.active).toBe(false);
    expect(item.enabledDeliveryDate).toEqual([7, 5, 3]);
  });

  it('makes an estimate-type item for product 159', () => {
    expect(newCurrentItem(product(159))).toMatchObject({
      type: 'estimate',
      productType: 'estimate',
      product: { id: 159 },
    });
  });
});

describe('newCurrentItem and the product it is made for', () => {
  it('shares nothing with the product it copies the spec from', () => {
    const p = product(101);
    expect(newCurrentItem(p).spec).toEqual(p.setting.spec);
    expect(newCurrentItem(p).spec).not.toBe(p.setting.spec);
  });
});
