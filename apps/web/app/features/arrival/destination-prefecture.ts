// The prefecture the customer's parcels go to, for the arrival day (issue 23 point 4): a visitor
// picks it once and it is remembered on the device; a member who has not picked one is counted
// at their registered address. Read with useSyncExternalStore so the prerendered page (which knows
// no storage) and the first client render agree, then the stored choice shows.
import {
  destinationPrefectureOf,
  isDestinationPrefecture,
  type DestinationPrefecture,
} from '@shop/domain/calendar';
import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

export const destinationPrefectureKey = 'destinationPrefecture';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === destinationPrefectureKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function storedPrefecture(): DestinationPrefecture | null {
  return destinationPrefectureOf(readStorage(destinationPrefectureKey));
}

export function chooseDestinationPrefecture(code: string): void {
  if (!isDestinationPrefecture(code)) return;
  writeStorage(destinationPrefectureKey, code);
  for (const listener of listeners) listener();
}

/** The stored choice, else the member's prefecture (their address's addressLevel1), else null. */
export function useDestinationPrefecture(memberPrefecture?: string | null): DestinationPrefecture | null {
  const stored = useSyncExternalStore(subscribe, storedPrefecture, () => null);
  return stored ?? destinationPrefectureOf(memberPrefecture);
}
