// The service worker of the built app (issue 9 point 1, decisions 0500–0502). vite-plugin-pwa runs
// Workbox's generateSW at the end of the client build (it skips the prerender/server build), so
// the precache lists what the client build wrote to build/client: the hashed assets and public/.
// Prerendered pages are written later and are not precached on purpose (decision 0501).
import { VitePWA } from 'vite-plugin-pwa';

/** Served from /sp/sw.js, so its scope is /sp/ without a Service-Worker-Allowed header. */
export const serviceWorkerFile = 'sw.js';
/** public/offline.html: the page a navigation gets when the network fails (decision 0501). */
export const offlinePage = 'offline.html';

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
      // Pages are never answered from a cache: a stale page would show old prices and a cart that
      // is not the customer's. The network answers every navigation; when it cannot, the offline page.
      navigateFallback: null,
      navigationPreload: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: `${base}${offlinePage}` } },
        },
      ],
      // /api/ and /sandbox-pay match no route, so the worker leaves them to the network
      // untouched (never cached: prices, carts and orders must be live).
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
