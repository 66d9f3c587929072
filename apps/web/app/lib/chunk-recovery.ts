// Issue 9 point 2: a route's code that fails to load (a deploy removed the old chunk, the network
// dropped) forces one full navigation to the page the customer was going to, never a loop.
// Decision 0503 has the whole story; in short:
// - React Router catches a failed route module itself and calls `location.reload()`, which would
//   reload the page the customer was leaving (or, for a page resolved in the browser, the same
//   broken page again and again). Where the Navigation API exists, that reload is cancelled here
//   and replaced by one navigation to the target.
// - A failed import that reaches an ErrorBoundary, or Vite's `vite:preloadError`, gets the same.
// - sessionStorage remembers the last forced navigation (path and time): a second failure on the
//   same path within a minute shows the error page with a reload button instead.
import { useSyncExternalStore } from 'react';
import { dataRouter, hrefOf, type DataRouter } from './react-router-globals';

export const CHUNK_RECOVERY_KEY = 'chunk-recovery';
/** A second failure on the same path within this time is not retried automatically. */
export const CHUNK_RECOVERY_WINDOW_MS = 60_000;

export interface RecoveryRecord {
  path: string;
  at: number;
}

/** Whether one more automatic full navigation to `path` is allowed after `last`. */
export function mayForceNavigation(
  last: RecoveryRecord | null,
  path: string,
  now: number,
  windowMs: number = CHUNK_RECOVERY_WINDOW_MS,
): boolean {
  if (!last || last.path !== path) return true;
  const elapsed = now - last.at;
  // A clock that went backwards is treated as "just now": no automatic retry.
  return elapsed >= windowMs;
}

const chunkErrorMessage =
  /dynamically imported module|importing a module script failed|failed to load module script|unable to preload css/i;

/** Chromium, Firefox and Safari word a failed dynamic import differently; Vite adds its CSS preload. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkErrorMessage.test(error.message);
}

export function readRecoveryRecord(storage: Pick<Storage, 'getItem'>): RecoveryRecord | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(CHUNK_RECOVERY_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { path, at } = value as Record<string, unknown>;
    return typeof path === 'string' && typeof at === 'number' ? { path, at } : null;
  } catch {
    return null;
  }
}

export interface RecoveryDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  /** A full navigation (not a client-side one): the new page fetches the new build's manifest. */
  navigate: (href: string) => void;
  /** The page's own address, to resolve relative targets against. */
  currentHref: () => string;
}

function browserDeps(): RecoveryDeps {
  return {
    storage: window.sessionStorage,
    now: () => Date.now(),
    // Not inside the event that reported the failure: a navigation started from a `navigate`
    // listener could be cancelled along with the one being replaced.
    navigate: (href) => setTimeout(() => window.location.assign(href), 0),
    currentHref: () => window.location.href,
  };
}

// The page the error screen offers to reload, or null while nothing failed. A tiny store rather
// than React state: the failure is found outside React (in a `navigate` listener).
let failedHref: string | null = null;
const listeners = new Set<() => void>();

function setFailedHref(href: string | null): void {
  if (failedHref === href) return;
  failedHref = href;
  for (const listener of listeners) listener();
}

export function clearChunkFailure(): void {
  setFailedHref(null);
}

/** The address whose code could not be loaded, once automatic recovery has given up; else null. */
export function useChunkFailure(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failedHref,
    () => null,
  );
}

/**
 * Forces one full navigation to `targetHref`, unless the same path was already tried within the
 * window (or cannot be recorded): then the error screen is shown and the customer decides.
 */
export function recoverFromChunkFailure(
  targetHref: string,
  deps: RecoveryDeps = browserDeps(),
): 'navigating' | 'gave-up' {
  const target = new URL(targetHref, deps.currentHref());
  const now = deps.now();
  const allowed = mayForceNavigation(readRecoveryRecord(deps.storage), target.pathname, now);
  let recorded = false;
  if (allowed) {
    try {
      const record: RecoveryRecord = { path: target.pathname, at: now };
      deps.storage.setItem(CHUNK_RECOVERY_KEY, JSON.stringify(record));
      recorded = true;
    } catch {
      // Without a record the next failure could not be told apart from this one: no retry.
    }
  }
  if (!recorded) {
    setFailedHref(target.href);
    return 'gave-up';
  }
  deps.navigate(target.href);
  return 'navigating';
}

/**
 * Where a failed load was heading, if the page is between two screens: the first page while the
 * router has not finished starting, else the target of a pending navigation. Null when the router
 * is idle: then a reload or a failed import is not about a page the customer is waiting for.
 */
export function pendingTarget(router: DataRouter | undefined, currentHref: string): string | null {
  if (!router) return null;
  if (!router.state.initialized) return currentHref;
  const { navigation } = router.state;
  if (navigation.state !== 'idle' && navigation.location) return hrefOf(navigation.location);
  return null;
}

// The Navigation API (Chromium, Safari 26.2+, Firefox 147+) is not in TypeScript's DOM library yet.
interface NavigateEventLike extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly userInitiated: boolean;
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

/** Called once, before hydration, in the built app (root.tsx). */
export function installChunkRecovery(): void {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  navigation?.addEventListener('navigate', (event) => {
    // React Router's reload after a failed route module: script-initiated, while a page is pending.
    if (event.navigationType !== 'reload' || event.userInitiated || !event.cancelable) return;
    const target = pendingTarget(dataRouter(), window.location.href);
    if (!target) return;
    event.preventDefault();
    recoverFromChunkFailure(target);
  });
  window.addEventListener('vite:preloadError', (event) => {
    const target = pendingTarget(dataRouter(), window.location.href);
    // A background import (prefetch, service worker) lets its caller see the error.
    if (!target) return;
    // Prevented, Vite does not rethrow; only when the page is being left anyway.
    if (recoverFromChunkFailure(target) === 'navigating') event.preventDefault();
  });
}
