// Registers the service worker (issue 9 point 1) and lets a new version take over only at a safe
// moment (decision 0502): a new worker waits; at the next router navigation to a page that is not
// part of a flow in progress, it is told to take over and the target page is loaded in full, so
// the new page runs the new code. Loaded after hydration, in the built app only (root.tsx).
import { Workbox } from 'workbox-window';
import { isCataloguePage, isCatalogueRequest, pagesCacheName } from './offline-cache';
import { dataRouter, hrefOf, onNavigationStart, type RouterLocation } from './react-router-globals';

/**
 * Paths (below the /sp basename) where a full page load would cost the customer their progress:
 * the checkout (card token, 3-D Secure), and multi-step forms whose input lives in memory (signup
 * keeps the password out of storage, decision 0403). The update waits until the customer leaves.
 */
export const UPDATE_HOLD_PREFIXES: readonly string[] = [
  '/checkout/',
  '/signup/',
  '/contact/',
  '/request-sample/',
  '/request-estimate/',
];

/** Waits at most this long for the new worker to take control before loading the page anyway. */
export const TAKEOVER_TIMEOUT_MS = 3000;

export function holdsUpdate(pathname: string, basename: string = import.meta.env.BASE_URL): boolean {
  const appPath = pathname.startsWith(basename) ? pathname.slice(basename.length - 1) : pathname;
  return UPDATE_HOLD_PREFIXES.some((prefix) => appPath.startsWith(prefix));
}

export interface WaitingWorker {
  /** Tells the waiting worker to activate. */
  skipWaiting(): void;
  /** Resolves when the new worker controls this page. */
  controlling(): Promise<void>;
}

export interface UpdateOnNavigationDeps {
  /** A full page load of `href`. */
  load(href: string): void;
  wait(ms: number): Promise<void>;
  basename?: string;
}

/** The update rule without the browser: which navigation applies a waiting worker, and how. */
export function createUpdateOnNavigation(deps: UpdateOnNavigationDeps) {
  let waiting: WaitingWorker | null = null;
  let applying = false;
  return {
    workerWaiting(worker: WaitingWorker): void {
      waiting = worker;
    },
    /** Returns true when this navigation becomes a full load with the new version. */
    navigated(target: RouterLocation): boolean {
      if (!waiting || applying || holdsUpdate(target.pathname, deps.basename)) return false;
      applying = true;
      const worker = waiting;
      worker.skipWaiting();
      void Promise.race([worker.controlling(), deps.wait(TAKEOVER_TIMEOUT_MS)]).then(() =>
        deps.load(hrefOf(target)),
      );
      return true;
    },
  };
}

export interface WarmDeps {
  /** The page's address. */
  location: URL;
  /** The top page (the app's base). */
  topPage: URL;
  /** What the page's HTML preloads (`<link rel=preload as=fetch>`): the startup API answers. */
  preloaded: readonly URL[];
  /** Keeps a page in the worker's page cache (fetched from the network now). */
  keepPage(url: URL): Promise<void>;
  /** Asks again through the worker, which keeps the answer if its rule allows. */
  ask(url: URL): Promise<void>;
}

/**
 * Once the worker first controls the page, it has seen none of what this visit already loaded:
 * the top page and this page (when they are catalogue pages) go into the page cache, and the
 * preloaded startup answers are asked again through the worker, so that a customer who loses the
 * network right after a first visit can still open the shop and configure (decisions 0813, 0814).
 * Only what the worker's own rules accept is asked; a failure is ignored (the next visit fills it).
 */
export async function warmOfflineCaches(deps: WarmDeps): Promise<void> {
  const asPage = (url: URL) => ({
    url,
    request: { method: 'GET', mode: 'navigate', headers: new Headers() },
    sameOrigin: url.origin === deps.location.origin,
  });
  const pages = [deps.topPage, deps.location].filter((url) => isCataloguePage(asPage(url)));
  const uniquePages = [...new Map(pages.map((url) => [url.pathname, url])).values()];
  const answers = deps.preloaded.filter((url) =>
    isCatalogueRequest({
      url,
      request: { method: 'GET', mode: 'cors', headers: new Headers() },
      sameOrigin: url.origin === deps.location.origin,
    }),
  );
  await Promise.allSettled([
    ...uniquePages.map((url) => deps.keepPage(new URL(url.pathname, url.origin))),
    ...answers.map((url) => deps.ask(url)),
  ]);
}

function warmFromThisPage(): void {
  const location = new URL(window.location.href);
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map(
    (link) => new URL(link.href, location),
  );
  void warmOfflineCaches({
    location,
    topPage: new URL(import.meta.env.BASE_URL, location),
    preloaded,
    keepPage: (url) => caches.open(pagesCacheName).then((cache) => cache.add(url)),
    ask: (url) => fetch(url).then(() => undefined),
  });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const workbox = new Workbox(`${base}sw.js`, { scope: base });
  const update = createUpdateOnNavigation({
    load: (href) => window.location.assign(href),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  // Also fires at registration when a worker was already waiting from an earlier visit.
  workbox.addEventListener('waiting', () => {
    update.workerWaiting({
      skipWaiting: () => workbox.messageSkipWaiting(),
      controlling: () => new Promise((resolve) => workbox.addEventListener('controlling', () => resolve())),
    });
  });
  // The first install only: an updated worker keeps the same caches (their names carry no version).
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) warmFromThisPage();
  });
  const router = dataRouter();
  if (router) onNavigationStart(router, (target) => update.navigated(target));
  workbox.register().catch((error: unknown) => {
    // The shop works without it (only offline support and precaching are lost).
    console.warn('service worker registration failed', error);
  });
}
