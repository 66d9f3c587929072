// Decisions 0813 and 0814: the worker's routes as sw.js carries them. generateSW writes each
// matcher into sw.js as its source text, so the rules are rebuilt here from that text, in a
// context of their own, and asked the questions the worker will be asked.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { offlineRuntimeCaching } from './service-worker';

interface Asked {
  url: URL;
  request: { method: string; mode: string; headers: Headers };
  sameOrigin: boolean;
}
type Matcher = (asked: Asked) => boolean;

const origin = 'https://shop.example';
const routes = offlineRuntimeCaching('/sp/');

/** The route's matcher as sw.js runs it: from its text alone. */
function written(index: number): Matcher {
  const pattern = routes[index]?.urlPattern;
  if (typeof pattern !== 'function') throw new Error(`route ${index} has no matcher function`);
  return runInNewContext(`(${pattern.toString()})`) as Matcher;
}

function ask(path: string, { mode = 'cors', method = 'GET', token = false } = {}): Asked {
  const url = new URL(path, origin);
  const headers = new Headers(token ? { Authorization: 'Bearer abc' } : {});
  return { url, request: { method, mode, headers }, sameOrigin: url.origin === origin };
}

/** The first route whose matcher accepts the request, as Workbox's router tries them. */
function routeOf(asked: Asked): string {
  const index = routes.findIndex((_route, i) => written(i)(asked));
  return index === -1
    ? 'none'
    : `${routes[index]!.handler as string}:${routes[index]!.options?.cacheName ?? ''}`;
}

describe('the worker’s routes', () => {
  it('keeps the catalogue answers, network first, by URL alone', () => {
    expect(routeOf(ask('/api/v2/products'))).toBe('NetworkFirst:shop-catalogue-v1');
    expect(routeOf(ask('/api/v2/holidays'))).toBe('NetworkFirst:shop-catalogue-v1');
    expect(routes[0]?.options?.matchOptions).toEqual({ ignoreVary: true });
    // No timeout: online, the network answers however long it takes.
    expect(routes[0]?.options?.networkTimeoutSeconds).toBeUndefined();
  });

  it('leaves every other API request, and every request with a token, to the network untouched', () => {
    for (const path of [
      '/api/v2/user',
      '/api/v2/purchases',
      '/api/v2/shipping-dates',
      '/api/v2/products?x=1',
    ]) {
      expect(routeOf(ask(path))).toBe('none');
    }
    expect(routeOf(ask('/api/v2/products', { token: true }))).toBe('none');
    expect(routeOf(ask('/api/v2/calcprice', { method: 'POST' }))).toBe('none');
  });

  it('answers catalogue pages network first from the page cache, other pages from the network only', () => {
    for (const path of ['/sp/', '/sp/products', '/sp/cart', '/sp/materials/white-pp?preset=a']) {
      expect(routeOf(ask(path, { mode: 'navigate' }))).toBe('NetworkFirst:shop-pages-v1');
    }
    for (const path of ['/sp/checkout/payment', '/sp/mypage', '/sp/login', '/sp/about']) {
      expect(routeOf(ask(path, { mode: 'navigate' }))).toBe('NetworkOnly:');
    }
    for (const route of routes.slice(1)) {
      expect(route.options?.precacheFallback).toEqual({ fallbackURL: '/sp/offline.html' });
    }
  });
});
