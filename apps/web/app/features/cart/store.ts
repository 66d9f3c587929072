import type { CurrentItem } from '@shop/domain/configurator';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';
import { cartTotal, noErrors, timestampId, type CartItem } from './cart-item';
import type * as PersistedCartModule from './persisted-cart';

// The cart lives in local storage under `cart` (spec points 3 and 7), shared by every tab of the
// browser and kept across reloads and app updates. Decision 0421 explains the rules:
// - the stored value is `{ state: { items }, version }`; CART_VERSION changes when the shape does,
//   and `persisted-cart.ts` migrates older values and drops items that no longer parse, with a
//   notice (never a crash, whatever the storage holds);
// - an empty cart is no entry at all (spec point 4: removing the last item clears storage);
// - another tab's change arrives as a `storage` event and is read again.
// The checks need the whole current item's schema, more than the header that shows the count on
// every page should carry: they load only when a stored cart exists.

export type { CartItem } from './cart-item';

/** Version 0 was the first app's `{ items }` with size errors only; 1 adds price errors. */
export const CART_VERSION = 1;

/** What is stored: the items only. Read back as unknown values, each checked before use. */
export interface PersistedCart {
  items: unknown[];
}

interface CartState {
  items: CartItem[];
  /** True once the stored cart has been read on this page (before that, the cart only looks empty). */
  hydrated: boolean;
  /** A notice about the stored cart (items dropped on loading), shown on /cart until dismissed. */
  notice: string | null;
  /** Adds a configured item under a timestamp id (spec point 4) and returns it. */
  addItem: (item: CurrentItem, now?: number) => CartItem;
  /** Puts a copy right after the item, under a new id; returns the copy. */
  duplicateItem: (id: number, now?: number) => CartItem | null;
  /** Removes the item and returns it (for the remove event), or null when it is not in the cart. */
  removeItem: (id: number) => CartItem | null;
  /** Replaces the item with what `change` makes of it; no-op for an unknown id. */
  updateItem: (id: number, change: (item: CartItem) => CartItem) => void;
  /** Replaces every item at once (re-pricing on opening the cart). */
  updateItems: (change: (item: CartItem) => CartItem) => void;
  /** Spec point 4: clear empties the cart (and storage). */
  clear: () => void;
  dismissNotice: () => void;
}

type StoredCart = StorageValue<PersistedCart>;
type CartCodec = typeof PersistedCartModule;

let codec: CartCodec | undefined;
/** False until the first read of storage is merged: writes before it must not replace the stored cart. */
let firstMergeDone = false;
/** Set by the first merge when items added before it must be written back. */
let writeBackAfterHydration = false;

function loadCodec(): Promise<CartCodec> {
  return import('./persisted-cart').then((module) => {
    codec = module;
    return module;
  });
}

const cartStorage: PersistStorage<PersistedCart> = {
  getItem: (name) => {
    const raw = readStorage(name);
    if (raw === null) return null;
    return loadCodec().then((loaded) => loaded.readStoredCart(raw));
  },
  setItem: (name, value: StoredCart) => {
    if (!firstMergeDone) return;
    if (value.state.items.length === 0) {
      removeStorage(name);
      return;
    }
    const text = JSON.stringify(value);
    // Unchanged text is not written again: other tabs would get a storage event for nothing.
    if (readStorage(name) !== text) writeStorage(name, text);
  },
  removeItem: (name) => removeStorage(name),
};

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      hydrated: false,
      notice: null,
      addItem: (item, now = Date.now()) => {
        const added: CartItem = {
          ...item,
          id: timestampId(get().items, now),
          calcResult: null,
          errors: noErrors(),
        };
        set({ items: [...get().items, added] });
        return added;
      },
      duplicateItem: (id, now = Date.now()) => {
        const { items } = get();
        const index = items.findIndex((item) => item.id === id);
        const original = items[index];
        if (!original) return null;
        const copy: CartItem = structuredClone({ ...original, id: timestampId(items, now) });
        set({ items: [...items.slice(0, index + 1), copy, ...items.slice(index + 1)] });
        return copy;
      },
      removeItem: (id) => {
        const removed = get().items.find((item) => item.id === id) ?? null;
        if (removed) set({ items: get().items.filter((item) => item.id !== id) });
        return removed;
      },
      updateItem: (id, change) => {
        if (!get().items.some((item) => item.id === id)) return;
        set({ items: get().items.map((item) => (item.id === id ? change(item) : item)) });
      },
      updateItems: (change) => set({ items: get().items.map(change) }),
      clear: () => set({ items: [] }),
      dismissNotice: () => set({ notice: null }),
    }),
    {
      name: storageKeys.cart,
      version: CART_VERSION,
      storage: cartStorage,
      partialize: (state) => ({ items: state.items }),
      // Only called for a stored value of another version; the codec is loaded by then.
      migrate: (persisted, version) =>
        codec ? codec.migrateCart(persisted as PersistedCart, version) : { items: [] },
      merge: (persisted, current) => {
        const stored = codec && persisted !== undefined ? codec.sanitizeCart(persisted) : { items: [] };
        if (firstMergeDone) return { ...current, items: stored.items };
        firstMergeDone = true;
        // Items added before storage was read (a very fast tap) are kept after the stored ones.
        const storedIds = new Set(stored.items.map((item) => item.id));
        const early = current.items.filter((item) => !storedIds.has(item.id));
        writeBackAfterHydration = early.length > 0;
        return { ...current, items: [...stored.items, ...early] };
      },
      // Prerendered HTML has an empty cart; reading storage before hydration would make the first
      // client render differ from it. The header rehydrates after mount instead.
      skipHydration: true,
      onRehydrateStorage: () => (state) => {
        if (!useCartStore.getState().hydrated) useCartStore.setState({ hydrated: true });
        const notice = codec?.takeNotice() ?? null;
        // Shown by the cart screen until dismissed: it matters where the customer looks at the cart.
        if (notice) useCartStore.setState({ notice });
        if ((notice || writeBackAfterHydration) && state) {
          writeBackAfterHydration = false;
          // Writes the cleaned cart (or removes a corrupted entry when nothing was kept).
          useCartStore.setState({ items: useCartStore.getState().items });
        }
      },
    },
  ),
);

/**
 * After a purchase: empties the cart. The images its items picked in the preview stay on the
 * device, marked ordered, for My page's one-tap upload (decision 0808).
 */
export function clearOrderedCart(): void {
  const { items, clear } = useCartStore.getState();
  const keys = [...new Set(items.flatMap((item) => (item.pickedImage ? [item.pickedImage] : [])))];
  clear();
  if (keys.length > 0)
    void import('../../lib/picked-image-store').then((store) => store.markPickedImagesOrdered(keys));
}

export function useCartItemCount(): number {
  return useCartStore((state) => state.items.length);
}

export function useCartTotal(): number {
  return useCartStore((state) => cartTotal(state.items));
}

/** Reads the stored cart again (another tab changed it). */
export function rehydrateCart(): Promise<void> {
  hydrationStarted = true;
  return useCartStore.persist.rehydrate();
}

let hydrationStarted = false;

/** Reads the stored cart once per page, after React has hydrated (whoever needs it first asks). */
export function ensureCartHydrated(): void {
  if (hydrationStarted) return;
  void rehydrateCart();
}

export function useCartHydrated(): boolean {
  return useCartStore((state) => state.hydrated);
}

/**
 * Follows changes other tabs make to the cart: the `storage` event fires in every other tab of
 * the origin when one writes or removes the entry (or clears all storage: key null). Returns the
 * function that stops listening.
 */
export function syncCartAcrossTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.cart || event.key === null) void rehydrateCart();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/** Test support: back to the state of a fresh page load. */
export function resetCartStoreForTests(): void {
  firstMergeDone = false;
  writeBackAfterHydration = false;
  hydrationStarted = false;
  codec?.takeNotice();
  useCartStore.setState({ items: [], notice: null, hydrated: false });
}
