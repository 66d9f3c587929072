// Which requests the phone-only rule looks at, and whom it sends to /. Pure.
// Decisions 0510 (which requests), 0511 (which devices), 0513 (the choice to stay).
import { classifyDevice, type DeviceClass, type DeviceHeaders } from './device-class.ts';

/** Set by /view-on-pc: this browser chose to use the phone site on a computer (decision 0513). */
export const pcViewCookie = 'sp_pc_view';
export const pcViewPath = '/view-on-pc';
export const pcViewMaxAgeSeconds = 30 * 24 * 60 * 60;

export interface PageRequestHeaders extends DeviceHeaders {
  accept?: string | undefined;
  'sec-fetch-mode'?: string | undefined;
  cookie?: string | undefined;
}

/**
 * A browser opening a page of the app: GET or HEAD of /sp or a path below it that is not a file
 * (assets, the service worker, the manifest, robots.txt, icons all have an extension), asked for
 * as a navigation. Fetches, prefetches and the service worker's own requests are never redirected.
 */
export function isPageNavigation(method: string, url: string, headers: PageRequestHeaders): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (pathname !== '/sp' && !pathname.startsWith('/sp/')) return false;
  if (pathname.startsWith('/sp/assets/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(lastSegment) && !lastSegment.endsWith('.html')) return false;
  // Browsers that send fetch metadata say exactly what this is; older ones only what they accept.
  const mode = headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return headers.accept?.includes('text/html') ?? false;
}

export function hasChosenPcView(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trim() === `${pcViewCookie}=1`);
}

/**
 * Whether the visitor is sent away from the app to /: only a computer, and only until it chooses
 * to stay. Phones, tablets, crawlers and anything unrecognised keep the shop (decision 0511).
 */
export function isSentAway(device: DeviceClass, cookieHeader: string | undefined): boolean {
  return device === 'desktop' && !hasChosenPcView(cookieHeader);
}

export interface RedirectDecision {
  device: DeviceClass;
  /** Answer 302 to / instead of the page. */
  redirect: boolean;
}

/** The decision for one request; undefined when it is not a page navigation (nothing decided). */
export function decideRedirect(
  method: string,
  url: string,
  headers: PageRequestHeaders,
): RedirectDecision | undefined {
  if (!isPageNavigation(method, url, headers)) return undefined;
  const device = classifyDevice(headers);
  return { device, redirect: isSentAway(device, headers.cookie) };
}
