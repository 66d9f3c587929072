import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKeys } from '../../lib/storage';

// The cart lives in local storage under `cart` (spec point 3 and 7). This is the skeleton's part
// of it: enough for the header's item count; the cart screen adds its operations here.

export interface CartItem {
  /** The timestamp id given when the item is added (spec point 4). */
  id: number;
  name: string;
  num: number;
  amountTotal: number;
}

interface CartState {
  items: CartItem[];
  clear: () => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
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
