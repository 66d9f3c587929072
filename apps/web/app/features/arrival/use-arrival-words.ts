// The arrival words of arrival-words.ts, loaded beside the holidays rather than with the page's
// first view (the 170 KB budget; decision 0676's pattern): null until loaded, and for good if the
// load fails, in which case the review states the shipping day alone.
import type { CalendarDay } from '@shop/domain/calendar';
import { useEffect, useMemo, useState } from 'react';
import type * as ArrivalWordsModule from './arrival-words';

type Loaded = typeof ArrivalWordsModule;

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

/** Starts the load once; a route calls it as its module runs, so the code and the holidays come together. */
export function preloadArrivalWords(): Promise<Loaded> {
  loading ??= import('./arrival-words').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function useArrivalWords(
  addressLevel1: string | null | undefined,
): ((shipped: CalendarDay) => string) | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    preloadArrivalWords().then(
      (ready) => current && setModule(ready),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [module]);
  return useMemo(() => (module ? module.arrivalWords(addressLevel1) : null), [module, addressLevel1]);
}
