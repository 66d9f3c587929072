// What a customer typed, kept across a reload (issue 16, point 5; decision 0662): one mechanism for
// every form with steps. A store keeps its draft with zustand's persist in the tab's session
// storage (gone when the tab closes; never a password: each store leaves it out), read after the
// first render so a prerendered page hydrates as it was built.
import { useEffect, useState } from 'react';
import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

function sessionStorageOrNothing(): Storage {
  try {
    if (typeof window !== 'undefined' && window.sessionStorage) return window.sessionStorage;
  } catch {
    // Safari's private mode and blocked storage throw: the draft then lives for this page only.
  }
  const nothing: Storage = {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
  return nothing;
}

/** persist options for a draft: session storage under `draft:<name>`, only what `keep` returns. */
export function sessionDraft<TState, TKept>(
  name: string,
  keep: (state: TState) => TKept,
): PersistOptions<TState, TKept> {
  return {
    name: `draft:${name}`,
    storage: createJSONStorage<TKept>(sessionStorageOrNothing),
    partialize: keep,
    skipHydration: true,
  };
}

interface DraftStore {
  persist: { hasHydrated: () => boolean; rehydrate: () => Promise<void> | void };
}

/**
 * Reads the store's kept draft once, after the first render; true from then on. A confirmation
 * step waits for it before deciding it was opened without one.
 */
export function useKeptDraft(store: DraftStore): boolean {
  const [ready, setReady] = useState(() => store.persist.hasHydrated());
  useEffect(() => {
    if (ready) return;
    // Session storage answers at once: the draft is in the store when this resolves.
    void Promise.resolve(store.persist.rehydrate()).then(() => setReady(true));
  }, [ready, store]);
  return ready;
}
