import type { CurrentItem } from '@shop/domain/configurator';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionDraft } from '../../lib/session-draft';

// The current item of spec point 3: the configuration in progress. It survives moving between
// the material page and the content pages (a customer checks the gallery and comes back) and a
// reload (the tab's session storage, decision 0662, which replaces 0381's "a reload starts
// afresh"), and is initialised on `/` and `/products` (spec point 2) and after add-to-cart (spec
// point 4). Decision 0381. Type-only imports keep this module tiny, so the home page can reset it
// without loading the configurator.

interface CurrentItemState {
  item: CurrentItem | null;
  /** Which ready-made configuration (purpose or gallery work) the item was opened with, if any. */
  source: string | null;
  save: (item: CurrentItem, source: string | null) => void;
  reset: () => void;
}

export const useCurrentItemStore = create<CurrentItemState>()(
  persist(
    (set) => ({
      item: null,
      source: null,
      save: (item, source) => set({ item, source }),
      reset: () => set({ item: null, source: null }),
    }),
    sessionDraft('current-item', (state: CurrentItemState) => ({ item: state.item, source: state.source })),
  ),
);

/** Spec point 2: the current item is initialised on `/` and `/products`. */
export function resetCurrentItem(): void {
  useCurrentItemStore.getState().reset();
}

/**
 * The saved configuration to resume on a material page, if it is for the same product. A link
 * with a preset resumes only what was opened from that same preset (another preset starts from
 * itself); a plain link resumes whatever the customer was configuring.
 */
export function resumable(
  productId: number,
  source: string | null,
): { item: CurrentItem; source: string | null } | null {
  // The configurator opens only in the browser, after the catalogue: the kept item is read then
  // (session storage answers at once, so the store holds it on the next line).
  if (!useCurrentItemStore.persist.hasHydrated()) void useCurrentItemStore.persist.rehydrate();
  const { item, source: savedSource } = useCurrentItemStore.getState();
  if (!item || item.product.id !== productId) return null;
  if (source !== null && savedSource !== source) return null;
  return { item, source: savedSource };
}
