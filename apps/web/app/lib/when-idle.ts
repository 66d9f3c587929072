/** Fallback wait where requestIdleCallback is missing (Safari): after the page's own work. */
export const IDLE_FALLBACK_MS = 1500;

/** Runs `task` when the browser is idle; returns a function that cancels it if it has not run. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

export interface PageLoadDeps {
  /** `document.readyState`: 'complete' once the load event has fired. */
  readyState(): DocumentReadyState;
  /** Calls `run` once on the window's load event; returns an unsubscribe function. */
  onLoad(run: () => void): () => void;
  idle(task: () => void): () => void;
}

const browserPageLoad: PageLoadDeps = {
  readyState: () => document.readyState,
  onLoad: (run) => {
    window.addEventListener('load', run, { once: true });
    return () => window.removeEventListener('load', run);
  },
  idle: whenIdle,
};

/**
 * Runs `task` once the page has finished loading (its load event) and the browser is idle after
 * that; at once-idle when the page had loaded already (a later client navigation). For work that
 * helps the next page but not this one (route prefetching, the service worker): started while the
 * page still loads, it competed with the page's own code for the main thread and landed in its
 * Total Blocking Time (issue 17 point 6). Returns a function that cancels it if it has not run.
 */
export function whenLoadedAndIdle(task: () => void, deps: PageLoadDeps = browserPageLoad): () => void {
  if (deps.readyState() === 'complete') return deps.idle(task);
  let cancelIdle: (() => void) | null = null;
  const stopWaiting = deps.onLoad(() => {
    cancelIdle = deps.idle(task);
  });
  return () => {
    stopWaiting();
    cancelIdle?.();
  };
}
