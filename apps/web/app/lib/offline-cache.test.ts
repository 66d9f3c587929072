import { describe, expect, it } from 'vitest';
import { isCataloguePage, isCatalogueRequest, type RuleInput } from './offline-cache';

const origin = 'https://shop.example';

function input(
  href: string,
  {
    method = 'GET',
    mode = 'cors',
    headers = {},
    from = origin,
  }: { method?: string; mode?: string; headers?: Record<string, string>; from?: string } = {},
): RuleInput {
  const url = new URL(href, origin);
  return { url, request: { method, mode, headers: new Headers(headers) }, sameOrigin: url.origin === from };
}

// build-plugins/service-worker.test.ts asks the same rules as sw.js carries them (from their text).

describe('isCatalogueRequest', () => {
  const rule = isCatalogueRequest;
  it.each([
    ['/api/v2/products', {}, true],
    ['/api/v2/holidays', {}, true],
    // A member's token: the answer is never kept, whatever the path.
    ['/api/v2/products', { headers: { Authorization: 'Bearer abc' } }, false],
    ['/api/v2/holidays', { headers: { authorization: 'Bearer abc' } }, false],
    // Only the exact paths, with no query and no longer URL.
    ['/api/v2/products?member=1', {}, false],
    ['/api/v2/products/101', {}, false],
    ['/api/v2/productsx', {}, false],
    // Member data, carts, orders, live prices and time-bound answers are never kept.
    ['/api/v2/user', {}, false],
    ['/api/v2/check-login', {}, false],
    ['/api/v2/purchases?page=1&perPage=50', {}, false],
    ['/api/v2/active-orders', {}, false],
    ['/api/v2/point-movements', {}, false],
    ['/api/v2/estimates?active=true', {}, false],
    ['/api/v2/addresses', {}, false],
    ['/api/v2/shipping-dates', {}, false],
    ['/api/v2/info', {}, false],
    ['/api/v2/client-config', {}, false],
    ['/api/v2/calcprice', { method: 'POST' }, false],
    ['/api/v2/products', { method: 'POST' }, false],
    ['/api/v2/products', { method: 'HEAD' }, false],
    // Another origin's answer under the same path.
    ['https://elsewhere.example/api/v2/products', {}, false],
  ] as const)('%s %j → %s', (href, options, expected) => {
    expect(rule(input(href, options))).toBe(expected);
  });
});

describe('isCataloguePage', () => {
  const rule = isCataloguePage;
  const visit = (href: string) => input(href, { mode: 'navigate' });

  it.each([
    ['/sp/', true],
    ['/sp/products', true],
    ['/sp/products/', true],
    ['/sp/cart', true],
    ['/sp/materials/white-pp', true],
    ['/sp/materials/white-pp?preset=product-label', true],
    ['/sp/materials/white-pp/extra', false],
    ['/sp/materials/', false],
    // Pages with a member's data, a payment in progress or a form: the offline page instead.
    ['/sp/checkout/payment', false],
    ['/sp/checkout/done/12345678901', false],
    ['/sp/mypage', false],
    ['/sp/mypage/histories/12345678901', false],
    ['/sp/login', false],
    ['/sp/signup', false],
    ['/sp/reset/token', false],
    ['/sp/about', false],
    ['/sp/cartx', false],
    ['/', false],
    ['/sandbox-pay/3ds', false],
  ] as const)('%s → %s', (href, expected) => {
    expect(rule(visit(href))).toBe(expected);
  });

  it('answers page visits only, never the same address fetched by a script', () => {
    expect(rule(input('/sp/cart', { mode: 'cors' }))).toBe(false);
    expect(rule(input('/sp/cart', { mode: 'navigate', method: 'POST' }))).toBe(false);
    expect(rule(input('https://elsewhere.example/sp/cart', { mode: 'navigate' }))).toBe(false);
  });
});
