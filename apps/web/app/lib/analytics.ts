// Ecommerce analytics (spec point 1): GA4 events pushed to the tag manager's `window.dataLayer`, and
// the tag manager itself, loaded after the first paint and only when the server names a container
// (GTM_ID, read from GET /api/v2/client-config). Decisions 0426 and 0425.
import { apiClient } from './api-client';
import { toClientConfig } from './client-config';

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** One product line of a GA4 ecommerce event. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_variant?: string;
  /** Tax-included yen, as the customer sees it. */
  price: number;
  quantity: number;
  index?: number;
}

export interface Ga4Ecommerce {
  currency: 'JPY';
  value: number;
  items: Ga4Item[];
}

/** The GA4 ecommerce events the shop sends (spec point 1: view cart, remove from cart, purchase). */
export type EcommerceEventName = 'view_cart' | 'remove_from_cart' | 'purchase';

/** The page's data layer, created when missing (the tag manager reads whatever was pushed before it loaded). */
export function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/**
 * Pushes one GA4 ecommerce event. The previous ecommerce object is cleared first, as Google asks,
 * so that fields of one event never leak into the next.
 */
export function pushEcommerceEvent(event: EcommerceEventName, ecommerce: Ga4Ecommerce): void {
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
}

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
const GTM_SCRIPT_ID = 'gtm-script';

/**
 * Inserts the tag manager's script for the container, once per page. Returns false when the id is
 * not a container id or the script is already there.
 */
export function loadTagManager(gtmId: string, doc: Document = document): boolean {
  if (!GTM_ID_PATTERN.test(gtmId) || doc.getElementById(GTM_SCRIPT_ID)) return false;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  doc.head.appendChild(script);
  return true;
}

/**
 * Runs `task` once the page has painted and the browser is idle, so a third-party script never
 * delays the first view. Returns a cancel function.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(() => task(), { timeout: 3000 });
    } else {
      timer = setTimeout(task, 1);
    }
  };
  // Two frames: the first callback runs before the paint, the second after it.
  const frame = requestAnimationFrame(() => requestAnimationFrame(run));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

let started = false;

/**
 * Starts the tag manager for this page view, once however often it is called: after the first
 * paint, asks the server for the container and loads it if there is one. Without GTM_ID nothing
 * is loaded and events simply stay in `window.dataLayer`. Returns a cancel function (React
 * StrictMode cancels and starts again: a cancelled start leaves the way free for the next).
 */
export function startTagManager(
  fetchConfig: () => Promise<unknown> = () => apiClient.get('/client-config'),
): () => void {
  if (started) return () => undefined;
  started = true;
  let asked = false;
  const cancel = afterFirstPaint(() => {
    asked = true;
    fetchConfig().then(
      (data) => {
        const { gtmId } = toClientConfig(data);
        if (gtmId) loadTagManager(gtmId);
      },
      () => {
        // No analytics is better than a broken page; the next page view asks again.
        started = false;
      },
    );
  });
  return () => {
    if (asked) return;
    cancel();
    started = false;
  };
}

/** Test support: forget that the tag manager was started. */
export function resetTagManagerForTests(): void {
  started = false;
}
