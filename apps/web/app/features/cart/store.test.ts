import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartTotal, noErrors } from './cart-item';
import { cartMessages } from './cart-messages';
import {
  CART_VERSION,
  rehydrateCart,
  resetCartStoreForTests,
  syncCartAcrossTabs,
  useCartStore,
  type CartItem,
} from './store';
import { whitePpItem } from './test-items';

const NOW = Date.parse('2026-11-20T10:00:00+09:00');
const cart = () => useCartStore.getState();
const stored = () => localStorage.getItem('cart');
const storedJson = () => JSON.parse(stored() ?? 'null') as { state: { items: CartItem[] }; version: number };

/** A fresh page: nothing read yet, then the stored cart is read as the header does after mount. */
async function loadPage(): Promise<void> {
  resetCartStoreForTests();
  await rehydrateCart();
}

beforeEach(async () => {
  localStorage.clear();
  await loadPage();
});
afterEach(() => {
  localStorage.clear();
});

describe('operations', () => {
  it('adds an item under a timestamp id, without a price result yet, and stores it under `cart`', () => {
    const added = cart().addItem(whitePpItem(), NOW);
    expect(added).toMatchObject({ id: NOW, calcResult: null, errors: noErrors() });
    expect(storedJson()).toEqual({ state: { items: [added] }, version: CART_VERSION });
  });

  it('keeps ids unique when two items arrive in the same millisecond', () => {
    const first = cart().addItem(whitePpItem(), NOW);
    const second = cart().addItem(whitePpItem(), NOW);
    expect(second.id).toBe(first.id + 1);
  });

  it('duplicates an item right after it, as an independent copy under a new id', () => {
    const a = cart().addItem(whitePpItem({ name: 'A' }), NOW);
    const b = cart().addItem(whitePpItem({ name: 'B' }), NOW + 1);
    const copy = cart().duplicateItem(a.id, NOW + 2)!;
    expect(cart().items.map((item) => item.name)).toEqual(['A', 'A', 'B']);
    expect(copy.id).toBe(b.id + 1);
    copy.errors.size.message = 'changed';
    expect(cart().items[0]!.errors.size.message).toBeNull();
    expect(storedJson().state.items).toHaveLength(3);
    expect(cart().duplicateItem(12345)).toBeNull();
  });

  it('removes an item and returns it; removing the last one removes the storage entry', () => {
    const a = cart().addItem(whitePpItem(), NOW);
    const b = cart().addItem(whitePpItem(), NOW + 1);
    expect(cart().removeItem(a.id)).toEqual(a);
    expect(storedJson().state.items.map((item) => item.id)).toEqual([b.id]);
    expect(cart().removeItem(a.id)).toBeNull();
    cart().removeItem(b.id);
    expect(cart().items).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('updates one item and leaves the others', () => {
    const a = cart().addItem(whitePpItem(), NOW);
    const b = cart().addItem(whitePpItem(), NOW + 1);
    cart().updateItem(b.id, (item) => ({ ...item, num: 200 }));
    expect(cart().items.map((item) => item.num)).toEqual([100, 200]);
    expect(cart().items[0]).toBe(cart().items.find((item) => item.id === a.id));
    cart().updateItem(999, (item) => ({ ...item, num: 1 }));
    expect(cart().items.map((item) => item.num)).toEqual([100, 200]);
  });

  it('clears the cart and the storage entry', () => {
    cart().addItem(whitePpItem(), NOW);
    cart().clear();
    expect(cart().items).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('totals the amountTotal of the items', () => {
    cart().addItem(whitePpItem({ amountTotal: 2530 }), NOW);
    cart().addItem(whitePpItem({ amountTotal: 17_365 }), NOW + 1);
    expect(cartTotal(cart().items)).toBe(19_895);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10_000_000 })), (amounts) => {
        const sum = amounts.reduce((total, amount) => total + amount, 0);
        expect(cartTotal(amounts.map((amountTotal) => ({ amountTotal })))).toBe(sum);
      }),
    );
  });
});

describe('reading the stored cart', () => {
  it('survives a reload', async () => {
    const added = cart().addItem(whitePpItem({ name: '店頭用' }), NOW);
    await loadPage();
    expect(cart().items).toEqual([added]);
    expect(cart().hydrated).toBe(true);
    expect(cart().notice).toBeNull();
  });

  it('migrates a cart of version 0 (no price errors yet) and writes it back as the current version', async () => {
    const { errors: _errors, ...item } = { ...whitePpItem(), calcResult: null, errors: noErrors() };
    const old = { ...item, id: 111, errors: { size: { message: '最小サイズをご確認ください' } } };
    localStorage.setItem('cart', JSON.stringify({ state: { items: [old] }, version: 0 }));
    await loadPage();
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]!.errors).toEqual({
      size: { message: '最小サイズをご確認ください' },
      price: { message: null, reasons: [] },
    });
    expect(storedJson().version).toBe(CART_VERSION);
    expect(cart().notice).toBeNull();
  });

  it('migrates the bare cart of the first site ({ items, totalAmount })', async () => {
    const item = { ...whitePpItem(), id: 222 };
    localStorage.setItem('cart', JSON.stringify({ items: [item], totalAmount: 2530 }));
    await loadPage();
    expect(cart().items.map((entry) => entry.id)).toEqual([222]);
    expect(storedJson()).toMatchObject({ version: CART_VERSION, state: { items: [{ id: 222 }] } });
  });

  it('drops the items that no longer parse, says so once, and keeps the others', async () => {
    const good = { ...whitePpItem(), id: 1, calcResult: null, errors: noErrors() };
    const noProduct = { ...good, id: 2, product: undefined };
    const textNum = { ...good, id: 3, num: 'たくさん' };
    localStorage.setItem(
      'cart',
      JSON.stringify({
        state: { items: [good, noProduct, textNum, 'garbage', null] },
        version: CART_VERSION,
      }),
    );
    await loadPage();
    expect(cart().items.map((item) => item.id)).toEqual([1]);
    expect(cart().notice).toBe(cartMessages.itemsDropped(4));
    expect(storedJson().state.items.map((item) => item.id)).toEqual([1]);
    await loadPage();
    expect(cart().notice).toBeNull();
  });

  it('drops a broken price result but keeps the item (it is priced again on /cart)', async () => {
    const item = { ...whitePpItem(), id: 5, calcResult: { amountTotal: 'much' }, errors: 'none' };
    localStorage.setItem('cart', JSON.stringify({ state: { items: [item] }, version: CART_VERSION }));
    await loadPage();
    expect(cart().items[0]).toMatchObject({ id: 5, calcResult: null, errors: noErrors() });
  });

  it('gives duplicate or missing ids new ones', async () => {
    const item = { ...whitePpItem(), calcResult: null, errors: noErrors() };
    localStorage.setItem(
      'cart',
      JSON.stringify({
        state: {
          items: [
            { ...item, id: 7 },
            { ...item, id: 7 },
            { ...item, id: 0 },
          ],
        },
        version: 1,
      }),
    );
    await loadPage();
    const ids = cart().items.map((entry) => entry.id);
    expect(ids[0]).toBe(7);
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => id > 0)).toBe(true);
  });

  it.each([
    ['text that is not JSON', '{"state":{"items":[{'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a state that is not a cart', '{"state":"cart","version":1}'],
    ['items that are not a list', '{"state":{"items":{"0":{}}},"version":1}'],
  ])('empties a corrupted cart (%s) with a notice and removes the entry', async (_name, raw) => {
    localStorage.setItem('cart', raw);
    await expect(loadPage()).resolves.toBeUndefined();
    expect(cart().items).toEqual([]);
    expect(cart().notice).toBe(cartMessages.storageUnreadable);
    expect(stored()).toBeNull();
  });

  it('never throws and keeps only valid items, whatever the storage holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((state) => JSON.stringify({ state, version: 1 })),
          fc
            .array(fc.oneof(fc.jsonValue(), fc.constant({ ...whitePpItem(), id: 9 })))
            .map((items) => JSON.stringify({ state: { items }, version: fc.sample(fc.integer(), 1)[0] })),
        ),
        async (raw) => {
          localStorage.setItem('cart', raw);
          await loadPage();
          for (const item of cart().items) {
            expect(item.product.id).toBeGreaterThan(0);
            expect(Number.isInteger(item.amountTotal)).toBe(true);
            expect(item.errors.size).toBeDefined();
          }
          expect(Number.isFinite(cartTotal(cart().items))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps an item added before storage was read, after the stored ones', async () => {
    const stored1 = { ...whitePpItem(), id: 1, calcResult: null, errors: noErrors() };
    localStorage.setItem('cart', JSON.stringify({ state: { items: [stored1] }, version: 1 }));
    resetCartStoreForTests();
    const early = cart().addItem(whitePpItem(), NOW);
    // Not written yet: the stored cart must not be replaced by a cart of one.
    expect(storedJson().state.items.map((item) => item.id)).toEqual([1]);
    await rehydrateCart();
    expect(cart().items.map((item) => item.id)).toEqual([1, early.id]);
    expect(storedJson().state.items.map((item) => item.id)).toEqual([1, early.id]);
  });
});

describe('other tabs', () => {
  /** What the browser does in this tab when another tab writes `cart`. */
  function otherTabWrites(value: string | null): void {
    const oldValue = stored();
    if (value === null) localStorage.removeItem('cart');
    else localStorage.setItem('cart', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', oldValue, newValue: value }));
  }

  async function settled(): Promise<void> {
    // The storage event starts an asynchronous read; let it finish.
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('shows what another tab added, removed and cleared', async () => {
    const stop = syncCartAcrossTabs();
    try {
      const mine = cart().addItem(whitePpItem(), NOW);
      const theirs = { ...whitePpItem(), id: NOW + 5, calcResult: null, errors: noErrors() };
      otherTabWrites(JSON.stringify({ state: { items: [mine, theirs] }, version: CART_VERSION }));
      await settled();
      expect(cart().items.map((item) => item.id)).toEqual([mine.id, theirs.id]);

      otherTabWrites(JSON.stringify({ state: { items: [theirs] }, version: CART_VERSION }));
      await settled();
      expect(cart().items.map((item) => item.id)).toEqual([theirs.id]);

      otherTabWrites(null);
      await settled();
      expect(cart().items).toEqual([]);
    } finally {
      stop();
    }
  });

  it('ignores other keys and stops listening when told', async () => {
    const stop = syncCartAcrossTabs();
    cart().addItem(whitePpItem(), NOW);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'x' }));
    await settled();
    expect(cart().items).toHaveLength(1);
    stop();
    localStorage.removeItem('cart');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: null }));
    await settled();
    expect(cart().items).toHaveLength(1);
  });
});
