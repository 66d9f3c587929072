import type { CurrentItem } from '@shop/domain/configurator';
import type { PriceDetail } from '@shop/domain/pricing';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKeys } from '../../lib/storage';

// The cart lives in local storage under `cart` (spec points 3 and 7). A cart item is a current
// item plus its last price result (calcResult) and its size error (errors.size.message).

export interface CartItem extends CurrentItem {
  calcResult: PriceDetail | null;
  errors: { size: { message: string | null } };
}

interface CartState {
  items: CartItem[];
  /** Adds a configured item under a timestamp id (spec point 4) and returns it. */
  addItem: (item: CurrentItem, now?: number) => CartItem;
  clear: () => void;
}

/** A timestamp id that stays unique when two items are added in the same millisecond. */
function timestampId(items: CartItem[], now: number): number {
  const latest = items.reduce((max, item) => Math.max(max, item.id), 0);
  return now > latest ? now : latest + 1;
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      addItem: (item, now = Date.now()) => {
        const added: CartItem = {
          ...item,
          id: timestampId(get().items, now),
          calcResult: null,
          errors: { size: { message: null } },
        };
        set({ items: [...get().items, added] });
        return added;
      },
      clear: () => set({ items: [] }),
    }),
    {
      name: storageKeys.cart,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
      // Prerendered HTML has an empty cart; reading storage before hydration would make the first
      // client render differ from it. The header rehydrates after mount instead.
      skipHydration: true,
    },
  ),
);

export function useCartItemCount(): number {
  return useCartStore((state) => state.items.length);
}

/** Reads the stored cart once the page is hydrated. */
export function rehydrateCart(): Promise<void> | void {
  return useCartStore.persist.rehydrate();
}
