// Issue 9 point 2: once the page is idle, the code of the pages it links to is fetched ahead,
// 4 route modules at a time, one batch every 3 seconds (decision 0504): the next tap then shows
// its page without waiting for the network. Loaded after hydration (root.tsx), never in the first
// view; it does nothing on Save-Data or 2G connections and pauses while the tab is hidden.
import { matchRoutes, type RouteObject } from 'react-router';
import { loadedRouteIds, routeManifest, type RouteManifest } from './react-router-globals';
import { whenIdle } from './when-idle';

export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_INTERVAL_MS = 3000;

export interface PrefetchSchedulerDeps {
  /** Module URLs worth loading now, most likely first (already loaded ones left out). */
  candidates(): readonly string[];
  load(url: string): Promise<unknown>;
  /** Runs `run` after `ms`; returns a cancel function. */
  later(run: () => void, ms: number): () => void;
  isHidden(): boolean;
  /** Calls `run` once the tab is visible again; returns an unsubscribe function. */
  onceVisible(run: () => void): () => void;
  batchSize?: number;
  intervalMs?: number;
}

/**
 * Loads one batch now and the next every interval, until nothing is left or `stop` is called.
 * A hidden tab waits for visibility instead of spending the customer's data in the background.
 */
export function startPrefetchScheduler(deps: PrefetchSchedulerDeps): () => void {
  const batchSize = deps.batchSize ?? PREFETCH_BATCH_SIZE;
  const intervalMs = deps.intervalMs ?? PREFETCH_INTERVAL_MS;
  const requested = new Set<string>();
  let cancel: (() => void) | null = null;
  let stopped = false;

  function tick(): void {
    cancel = null;
    if (stopped) return;
    if (deps.isHidden()) {
      cancel = deps.onceVisible(tick);
      return;
    }
    const batch = deps
      .candidates()
      .filter((url) => !requested.has(url))
      .slice(0, batchSize);
    if (batch.length === 0) return;
    for (const url of batch) {
      requested.add(url);
      // A failed prefetch is not the customer's problem; the navigation will try (and recover).
      deps.load(url).catch(() => undefined);
    }
    cancel = deps.later(tick, intervalMs);
  }

  tick();
  return () => {
    stopped = true;
    cancel?.();
  };
}

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data asks for less data; on 2G a prefetch would compete with what the customer asked for. */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The manifest as route objects, for React Router's own matcher. */
export function routeTree(manifest: RouteManifest): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(
      route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: [] },
    );
    byParent.set(route.parentId, siblings);
  }
  function attach(routes: RouteObject[]): RouteObject[] {
    for (const route of routes) {
      if (!route.index && route.id) route.children = attach(byParent.get(route.id) ?? []);
    }
    return routes;
  }
  return attach(byParent.get(undefined) ?? []);
}

/**
 * The route ids each pathname matches, per manifest. The manifest does not change while the page
 * lives and the same links come back batch after batch (header, footer, menu), so each pathname is
 * matched once: React Router's matcher ranks every route again on each call, which made a batch
 * a long task of its own on a slow phone (the configurator's INP, decision 0533).
 */
const matchedRouteIds = new WeakMap<
  RouteManifest,
  { tree: RouteObject[]; byPathname: Map<string, string[]> }
>();

function routeIdsFor(pathname: string, manifest: RouteManifest, basename: string): string[] {
  let cache = matchedRouteIds.get(manifest);
  if (!cache) {
    cache = { tree: routeTree(manifest), byPathname: new Map() };
    matchedRouteIds.set(manifest, cache);
  }
  const key = `${basename}\u0000${pathname}`;
  let ids = cache.byPathname.get(key);
  if (!ids) {
    ids = (matchRoutes(cache.tree, pathname, basename) ?? []).flatMap((match) =>
      match.route.id === undefined ? [] : [match.route.id],
    );
    cache.byPathname.set(key, ids);
  }
  return ids;
}

/**
 * Module URLs of the routes the given paths lead to, in order, without repeats and without routes
 * already loaded. A route split in two (`clientLoader` apart) needs both files.
 */
export function routeModuleUrls(
  pathnames: readonly string[],
  manifest: RouteManifest,
  loaded: ReadonlySet<string>,
  basename: string,
): string[] {
  const urls = new Set<string>();
  for (const pathname of new Set(pathnames)) {
    for (const id of routeIdsFor(pathname, manifest, basename)) {
      const route = manifest.routes[id];
      if (!route || loaded.has(route.id)) continue;
      urls.add(route.module);
      if (route.clientLoaderModule) urls.add(route.clientLoaderModule);
    }
  }
  return [...urls];
}

/** Same-origin app paths linked from the page, in document order (top of the page first). */
function linkedPathnames(basename: string): string[] {
  const paths: string[] = [];
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (anchor.origin === window.location.origin && anchor.pathname.startsWith(basename)) {
      paths.push(anchor.pathname);
    }
  }
  return paths;
}

/** Starts prefetching for the page as it is now; returns a function that stops it. */
export function startRoutePrefetch(): () => void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const manifest = routeManifest();
  if (!manifest || !prefetchAllowed(connection)) return () => undefined;
  const basename = import.meta.env.BASE_URL;
  return startPrefetchScheduler({
    candidates: () => routeModuleUrls(linkedPathnames(basename), manifest, loadedRouteIds(), basename),
    load: (url) => import(/* @vite-ignore */ url),
    // Every batch, not only the first, waits for an idle moment: a batch must not land in the
    // middle of the customer's taps (the configurator's INP budget).
    later: (run, ms) => {
      let cancelIdle: (() => void) | null = null;
      const timer = setTimeout(() => {
        cancelIdle = whenIdle(run);
      }, ms);
      return () => {
        clearTimeout(timer);
        cancelIdle?.();
      };
    },
    isHidden: () => document.visibilityState === 'hidden',
    onceVisible: (run) => {
      const listener = () => {
        if (document.visibilityState === 'hidden') return;
        document.removeEventListener('visibilitychange', listener);
        run();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  });
}
