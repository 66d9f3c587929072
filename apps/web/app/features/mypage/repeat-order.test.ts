import { sampleCatalogue, type Product } from '@shop/domain/catalog';
import { currentItemSchema } from '@shop/domain/configurator';
import { describe, expect, it } from 'vitest';
import { reorderWithChanges, repeatOrderItem, type RepeatableOrder } from './repeat-order';

const productById = (id: number): Product => {
  const product = sampleCatalogue.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
};

function storedItem(productId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const product = productById(productId);
  return {
    ...currentItemSchema.parse({
      productType: product.productType,
      product: { id: product.id },
      id: 3,
      purchaseId: '26112000001',
      orderId: 7,
      status: 3,
      sizeX: 50,
      sizeY: 30,
      size: 50,
      num: 100,
      shippingDate: '2026-11-25',
      deliveryDateProduct: 3,
      cutlineService: { id: 1, name: 'カットラインを作成する' },
      whitedataService: { id: 1, name: '白版データを作成する' },
      freeFormat: { title: '特注', body: '角丸', amount: 500, repeat: false },
      ...overrides,
    }),
  };
}

const order = (productId: number, overrides: Partial<RepeatableOrder> = {}): RepeatableOrder => ({
  id: 42,
  freeFormat: null,
  item: storedItem(productId),
  ...overrides,
});

describe('repeatOrderItem (spec point 4, Repeating an order)', () => {
  it('points repeatId at the repeated order and resets the purchase bookkeeping', () => {
    const item = repeatOrderItem(order(141), productById(141));
    expect(item).toMatchObject({ repeatId: 42, id: 0, purchaseId: null, orderId: null, status: 0 });
  });

  it('resets the shipping date', () => {
    expect(repeatOrderItem(order(141), productById(141))?.shippingDate).toBeNull();
  });

  it('keeps the size, quantity and product', () => {
    expect(repeatOrderItem(order(141), productById(141))).toMatchObject({
      sizeX: 50,
      sizeY: 30,
      num: 100,
      product: { id: 141 },
    });
  });

  it('sets cutline and whitedata services to the product’s なし choice', () => {
    const item = repeatOrderItem(order(141), productById(141));
    expect(item?.cutlineService).toEqual({ id: 0, name: 'なし' });
    expect(item?.whitedataService).toEqual({ id: 0, name: 'なし' });
  });

  it('clears the services when the product offers no なし choice', () => {
    const item = repeatOrderItem(order(261), productById(261));
    expect(item?.cutlineService).toBeNull();
    expect(item?.whitedataService).toBeNull();
  });

  it.each([
    [261, 3, 5],
    [261, 5, 5],
    [261, 7, 7],
    [141, 3, 3],
  ])('product %i ordered with %i-day delivery repeats with %i', (productId, days, expected) => {
    const item = repeatOrderItem(
      order(productId, { item: storedItem(productId, { deliveryDateProduct: days }) }),
      productById(productId),
    );
    expect(item?.deliveryDateProduct).toBe(expected);
  });

  it('resets the free-format option unless it is marked repeat', () => {
    expect(repeatOrderItem(order(141), productById(141))?.freeFormat).toEqual({
      title: '',
      body: '',
      amount: 0,
      repeat: false,
    });
  });

  it('keeps a free-format option marked repeat (the order’s own line wins over the stored item)', () => {
    const freeFormat = { title: '特注', body: '角丸', amount: 500, repeat: true };
    expect(repeatOrderItem(order(141, { freeFormat }), productById(141))?.freeFormat).toEqual(freeFormat);
  });

  it('answers null for a stored item that no longer reads as a cart item', () => {
    expect(repeatOrderItem(order(141, { item: { product: 'x' } }), productById(141))).toBeNull();
  });

  it('the result is a valid cart item', () => {
    const item = repeatOrderItem(order(261), productById(261));
    expect(currentItemSchema.safeParse(item).success).toBe(true);
  });
});

describe('reorderWithChanges (issue 23 point 5)', () => {
  const known = { orderId: '26112000001-1', productId: 141 };

  it('starts from the repeat item: the same order, the repeat rules applied', () => {
    const product = productById(141);
    const start = reorderWithChanges({ ...order(141), ...known }, product);
    const none = product.setting.options.cutlineService?.choices.find((choice) => choice.none);
    expect(start).toMatchObject({ repeatId: 42, ...known });
    expect(start?.preset).toMatchObject({ sizeX: 50, sizeY: 30, num: 100, deliveryDateProduct: 3 });
    expect(start?.preset.options.cutlineService).toBe(none?.id);
  });

  it('refuses an order whose stored item no longer reads', () => {
    expect(
      reorderWithChanges({ ...order(141, { item: { num: 'many' } }), ...known }, productById(141)),
    ).toBeNull();
  });
});
