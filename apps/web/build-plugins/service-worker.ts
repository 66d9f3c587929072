// The service worker of the built app (issue 9 point 1, decisions 0500–0502). vite-plugin-pwa runs
// Workbox's generateSW at the end of the client build (it skips the prerender/server build), so
// the precache lists what the client build wrote to build/client: the hashed assets and public/.
// Prerendered pages are written later and are not precached on purpose (decision 0501); the
// catalogue pages and answers are kept as they are visited, for offline use (decisions 0813, 0814).
import { VitePWA } from 'vite-plugin-pwa';
import {
  catalogueCacheName,
  isCatalogueRequest,
  isCataloguePage,
  pagesCacheName,
} from '../app/lib/offline-cache';

type RuntimeCaching = NonNullable<
  NonNullable<NonNullable<Parameters<typeof VitePWA>[0]>['workbox']>['runtimeCaching']
>[number];

/** Served from /sp/sw.js, so its scope is /sp/ without a Service-Worker-Allowed header. */
export const serviceWorkerFile = 'sw.js';
/** public/offline.html: the page a navigation gets when the network fails (decision 0501). */
export const offlinePage = 'offline.html';

/**
 * The worker's routes besides the precache, in the order they are tried. Each matcher is written
 * into sw.js as its source text (generateSW), so it must refer to nothing outside its own body.
 */
export function offlineRuntimeCaching(base: string): RuntimeCaching[] {
  return [
    // The catalogue the configurator and cart price from (decision 0813): the network first,
    // always, with no timeout, so an online customer never sees a kept price; the kept copy
    // only when the network fails. Kept by URL alone (never by cookie or other header).
    {
      urlPattern: isCatalogueRequest,
      handler: 'NetworkFirst',
      options: {
        cacheName: catalogueCacheName,
        matchOptions: { ignoreVary: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    // Catalogue pages (top, materials, cart): the network first, the kept copy when it fails,
    // the offline page when there is none (decision 0814, superseding 0501's page rule).
    {
      urlPattern: isCataloguePage,
      handler: 'NetworkFirst',
      options: {
        cacheName: pagesCacheName,
        // The same HTML whatever the query (?preset=, ?work=) or the cookies sent.
        matchOptions: { ignoreVary: true, ignoreSearch: true },
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 40 },
        precacheFallback: { fallbackURL: `${base}${offlinePage}` },
      },
    },
    // Every other page goes to the network only; when it cannot, the offline page.
    {
      urlPattern: ({ request }) => request.mode === 'navigate',
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: `${base}${offlinePage}` } },
    },
  ];
}

export function serviceWorkerPlugin(base: string) {
  return VitePWA({
    strategies: 'generateSW',
    filename: serviceWorkerFile,
    scope: base,
    // app/lib/service-worker.ts registers it with workbox-window after hydration (decision 0502).
    injectRegister: false,
    registerType: 'prompt',
    // A shop, not an installable app: no web manifest, no icons to generate.
    manifest: false,
    includeManifestIcons: false,
    // `react-router dev` never gets a worker, so HMR and fresh sources are never intercepted.
    devOptions: { enabled: false },
    workbox: {
      globPatterns: ['assets/**/*.{js,css}', offlinePage, 'favicon.svg'],
      // Hashed names carry their own version; Workbox adds none.
      dontCacheBustURLsMatching: /^assets\//,
      // The largest chunk (the router) is about 140 KB; nothing is left out of the precache.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      // No navigation is answered from the precache (decision 0501); the routes below decide.
      navigateFallback: null,
      navigationPreload: true,
      runtimeCaching: offlineRuntimeCaching(base),
      // The rest of /api/ and /sandbox-pay match no route, so the worker leaves them to the
      // network untouched (never cached: member data, carts, orders and live prices).
      // A new worker waits until the page asks it to take over (decision 0502).
      skipWaiting: false,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // One file: no extra workbox-*.js next to sw.js to serve and revalidate.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}
