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
