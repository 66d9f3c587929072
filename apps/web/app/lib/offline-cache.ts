// What the service worker may keep for a customer without a network (issue 23 point 6, decisions
// 0813 and 0814), read by the worker's build (build-plugins/service-worker.ts) and by the page that
// warms the caches once the worker is in control (service-worker.ts).
//
// Workbox's generateSW writes each rule into sw.js as its source text, so the two rules below
// refer to nothing outside their own bodies: no imported value, no constant of this module. Their
// test runs them as sw.js will, from that text.

/** The parts of a request the rules read: what Workbox hands a route's matcher, and what a test builds. */
export interface RuleInput {
  url: URL;
  request: { method: string; mode: string; headers: { has(name: string): boolean } };
  sameOrigin: boolean;
}

/** The catalogue answers kept for offline use (NetworkFirst: the network whenever it answers). */
export const catalogueCacheName = 'shop-catalogue-v1';
/** The catalogue pages kept for offline use (NetworkFirst as well). */
export const pagesCacheName = 'shop-pages-v1';

/**
 * The catalogue the configurator and the cart price from: the products with their price tables
 * and options, and the holidays that give the shipping date. Nothing else of /api/ is ever kept:
 * no member data, cart, order, coupon or point, and no answer to a request that carries a token
 * (the catalogue is asked for without one, so a member gets it as a visitor does). An exact path
 * without a query, so no other answer can slip in under a longer URL.
 */
export function isCatalogueRequest({ url, request, sameOrigin }: RuleInput): boolean {
  const cataloguePaths = ['/api/v2/products', '/api/v2/holidays'];
  return (
    sameOrigin &&
    request.method === 'GET' &&
    !request.headers.has('authorization') &&
    url.search === '' &&
    cataloguePaths.includes(url.pathname)
  );
}

/**
 * Page visits answered from the cache when the network fails: the top page, the list of
 * materials, each material's configurator and the cart. Their HTML is the same for every customer
 * (prerendered, or the app's shell for a material added later): prices and the cart's contents are
 * drawn in the browser from the catalogue and the device, never written into the page.
 */
export function isCataloguePage({ url, request, sameOrigin }: RuleInput): boolean {
  const base = '/sp/';
  if (!sameOrigin || request.mode !== 'navigate' || request.method !== 'GET') return false;
  if (!url.pathname.startsWith(base)) return false;
  const path = url.pathname.slice(base.length).replace(/\/$/, '');
  return path === '' || path === 'products' || path === 'cart' || /^materials\/[^/]+$/.test(path);
}
