import { configuratorMessages, fieldMessages, noticeMessages } from '@shop/domain/messages';
import { calculatePrice } from '@shop/domain/pricing';
import { currentItemSchema } from '@shop/domain/configurator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartMessages } from './cart-messages';
import {
  changeDeliveryDate,
  changeNum,
  changeSize,
  clearCart,
  deleteCartItem,
  duplicateCartItem,
  renameCartItem,
  repriceAll,
} from './cart-operations';
import type { PricingContext } from './cart-pricing';
import { rehydrateCart, resetCartStoreForTests, useCartStore, type CartItem } from './store';
import { testCatalogue, testProduct, whitePpItem } from './test-items';

const NOW = new Date('2026-11-20T10:00:00+09:00');
const context: PricingContext = { catalogue: testCatalogue, holidays: [], now: NOW };
const cart = () => useCartStore.getState();
const only = (): CartItem => {
  const [item] = cart().items;
  if (!item) throw new Error('the cart is empty');
  return item;
};
const events = (name: string) => (window.dataLayer ?? []).filter((entry) => entry.event === name);

/** The price the shared engine gives, to compare the cart with. */
function enginePrice(item: CartItem): number {
  const outcome = calculatePrice(testProduct(item.product.id), item);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result.detail.amountTotal;
}

beforeEach(async () => {
  localStorage.clear();
  window.dataLayer = [];
  resetCartStoreForTests();
  await rehydrateCart();
});
afterEach(() => {
  localStorage.clear();
  delete window.dataLayer;
});

describe('re-pricing', () => {
  it('prices every item with the shared engine on opening the cart', () => {
    cart().addItem(whitePpItem({ amountTotal: 1 }), NOW.getTime());
    const [item] = repriceAll(context);
    expect(item).toMatchObject({ amountTotal: 2530, size: 2, errors: { size: { message: null } } });
    expect(item!.calcResult).toMatchObject({ amountTotal: 2530, sizeName: '長辺50mm以内', tax: 230 });
    // 5 business days from Friday 20 November 2026 (accepted that day, before 14:00).
    expect(item!.shippingDate).toBe('2026-11-27');
  });

  it('changes the quantity and the price follows', () => {
    cart().addItem(whitePpItem(), NOW.getTime());
    changeNum(only().id, 1000, context);
    expect(only().num).toBe(1000);
    expect(only().amountTotal).toBe(enginePrice(only()));
    expect(only().amountTotal).toBeGreaterThan(2530);
  });

  it('snaps a quantity between two listed ones up to the next (decision 0103)', () => {
    cart().addItem(whitePpItem(), NOW.getTime());
    changeNum(only().id, 150, context);
    expect(only().num).toBe(200);
  });

  it('changes the delivery date, its price rate and the shipping date', () => {
    cart().addItem(whitePpItem(), NOW.getTime());
    changeDeliveryDate(only().id, 2, context);
    expect(only().deliveryDateProduct).toBe(2);
    expect(only().amountTotal).toBe(enginePrice(only()));
    expect(only().amountTotal).toBeGreaterThan(2530);
    expect(only().shippingDate).toBe('2026-11-24');
  });

  it('changes the size: a new size class and price', () => {
    cart().addItem(whitePpItem(), NOW.getTime());
    changeSize(only().id, '１２０', '80', context);
    expect(only()).toMatchObject({ sizeX: 120, sizeY: 80, size: 5 });
    expect(only().amountTotal).toBe(enginePrice(only()));
  });

  it.each([
    ['too large', '5000', '50', fieldMessages.sizeMax],
    ['too small', '5', '5', fieldMessages.sizeMin],
    ['not a whole number', '50.5', '50', fieldMessages.sizeInteger],
    ['not a number', 'abc', '50', fieldMessages.sizeInteger],
    ['left empty', '', '50', configuratorMessages.sizeNotSet],
  ])('shows the size validator message for a size %s, with no price', (_name, x, y, message) => {
    cart().addItem(whitePpItem(), NOW.getTime());
    repriceAll(context);
    changeSize(only().id, x, y, context);
    expect(only().errors.size.message).toBe(message);
    expect(only()).toMatchObject({ size: 0, amountTotal: 0, calcResult: null });
    changeSize(only().id, '50', '50', context);
    expect(only().errors.size.message).toBeNull();
    expect(only().amountTotal).toBe(2530);
  });

  it('prices a repeat item without a size (spec point 4)', () => {
    cart().addItem(whitePpItem({ repeatId: 77, sizeX: 0, sizeY: 0, size: 2 }), NOW.getTime());
    repriceAll(context);
    expect(only().errors.size.message).toBeNull();
    expect(only().amountTotal).toBe(2530);
  });

  it('prices an estimate item from its estimate data', () => {
    const estimate = {
      id: 1,
      createdAt: '2026-11-01T00:00:00Z',
      updatedAt: '2026-11-01T00:00:00Z',
      deletedAt: null,
      email: 'a@example.jp',
      estimateNumber: 'E-1',
      estimateFrom: null,
      status: 1,
      title: '特注',
      request: {},
      response: {
        children: [
          { no: 1, amountWithTax: 12_000 },
          { no: 2, amountWithTax: 20_000 },
        ],
      },
    };
    cart().addItem(
      currentItemSchema.parse({
        type: 'estimate',
        productType: 'estimate',
        product: { id: 159 },
        num: 300,
        estimate,
        estimateData: { no: 2 },
      }),
      NOW.getTime(),
    );
    repriceAll(context);
    expect(only().amountTotal).toBe(20_000);
    expect(only().errors.price.message).toBeNull();
  });

  it('keeps an item that can no longer be ordered, without a price and with the reason', () => {
    cart().addItem(whitePpItem(), NOW.getTime());
    cart().addItem(whitePpItem({ adhesive: { id: 999, name: '' } }), NOW.getTime() + 1);
    cart().addItem(whitePpItem({ product: { id: 888 } }), NOW.getTime() + 2);
    const [fine, option, gone] = repriceAll(context);
    expect(fine!.errors.price.message).toBeNull();
    expect(option).toMatchObject({ amountTotal: 0, calcResult: null });
    expect(option!.errors.price.message).toBe(noticeMessages.cannotOrder);
    expect(option!.errors.price.reasons).toEqual([configuratorMessages.optionNotOffered]);
    expect(gone!.errors.price).toEqual({
      message: noticeMessages.cannotOrder,
      reasons: [cartMessages.productUnavailable],
    });
    expect(cart().items).toHaveLength(3);
  });

  it('asks for a quantity when none is chosen', () => {
    cart().addItem(whitePpItem({ num: 0 }), NOW.getTime());
    repriceAll(context);
    expect(only().errors.price.message).toBe(cartMessages.quantityNotSet);
    expect(only().amountTotal).toBe(0);
  });

  it('without the products, leaves pricing to the server and changes only the facts', () => {
    cart().addItem(whitePpItem(), NOW.getTime());
    changeNum(only().id, 1000, { catalogue: null, holidays: null, now: NOW });
    expect(only()).toMatchObject({ num: 1000, amountTotal: 2530, shippingDate: null });
  });
});

describe('name', () => {
  it.each([
    ['店頭用ラベル', null],
    ['', null],
    ['Ｌａｂｅｌ　A-1', null],
    ['ラベル①', fieldMessages.unusableCharacterAt(4)],
    ['ｼｰﾙ', fieldMessages.unusableCharacterAt(1)],
    ['髙橋さん用', fieldMessages.unusableCharacterAt(1, '髙', '高')],
    ['あ'.repeat(30), null],
    ['あ'.repeat(31), '30文字以内でご入力ください'],
    ['𠮷'.repeat(2), fieldMessages.unusableCharacterAt(1, '𠮷', '吉')],
  ])('%s → %s', (name, error) => {
    cart().addItem(whitePpItem(), NOW.getTime());
    const before = only().amountTotal;
    renameCartItem(only().id, name);
    expect(only()).toMatchObject({ name, nameError: error, amountTotal: before });
  });
});

describe('duplicate, delete, clear', () => {
  it('duplicates a priced item with its price', () => {
    cart().addItem(whitePpItem(), NOW.getTime());
    repriceAll(context);
    const copy = duplicateCartItem(only().id, NOW.getTime() + 10)!;
    expect(cart().items).toHaveLength(2);
    expect(copy.amountTotal).toBe(2530);
    expect(copy.calcResult).toEqual(cart().items[0]!.calcResult);
  });

  it('deletes an item with exactly one remove_from_cart event in GA4 form', () => {
    cart().addItem(whitePpItem(), NOW.getTime());
    const second = cart().addItem(whitePpItem({ num: 1000 }), NOW.getTime() + 1);
    repriceAll(context);
    const removed = deleteCartItem(second.id)!;
    expect(cart().items).toHaveLength(1);
    expect(events('remove_from_cart')).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'JPY',
          value: removed.amountTotal,
          items: [
            {
              item_id: '101',
              item_name: '白PPステッカー',
              item_category: 'general',
              item_variant: '長辺50mm以内 1000枚',
              price: removed.amountTotal,
              quantity: 1,
              index: 0,
            },
          ],
        },
      },
    ]);
    // Google's advice: the previous ecommerce object is cleared before each event.
    expect(window.dataLayer!.at(-2)).toEqual({ ecommerce: null });
    expect(deleteCartItem(second.id)).toBeNull();
    expect(events('remove_from_cart')).toHaveLength(1);
  });

  it('clears the cart with one remove_from_cart event for every item, and the storage entry', () => {
    cart().addItem(whitePpItem(), NOW.getTime());
    cart().addItem(whitePpItem(), NOW.getTime() + 1);
    repriceAll(context);
    clearCart();
    expect(cart().items).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
    const [event] = events('remove_from_cart');
    expect(events('remove_from_cart')).toHaveLength(1);
    expect(event).toMatchObject({ ecommerce: { value: 5060, items: [{ index: 0 }, { index: 1 }] } });
    clearCart();
    expect(events('remove_from_cart')).toHaveLength(1);
  });
});
