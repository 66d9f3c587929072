import { describe, expect, it } from 'vitest';
import type { DeviceClass } from './device-class.ts';
import {
  decideRedirect,
  hasChosenPcView,
  isPageNavigation,
  isSentAway,
  type PageRequestHeaders,
} from './redirect-rule.ts';

const navigate: PageRequestHeaders = { 'sec-fetch-mode': 'navigate', accept: 'text/html,*/*;q=0.8' };
const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('isPageNavigation', () => {
  it.each<[string, string, string, PageRequestHeaders, boolean]>([
    ['the app top', 'GET', '/sp/', navigate, true],
    ['/sp without the slash', 'GET', '/sp', navigate, true],
    ['a page with a query', 'GET', '/sp/products/matte?utm_source=x', navigate, true],
    ['a prerendered page file', 'GET', '/sp/about/index.html', navigate, true],
    ['HEAD of a page', 'HEAD', '/sp/cart', navigate, true],
    ['an old browser sending only Accept', 'GET', '/sp/cart', { accept: 'text/html' }, true],
    ['a POST', 'POST', '/sp/cart', navigate, false],
    ['the API', 'GET', '/api/v2/products', navigate, false],
    ['the payment stand-in', 'GET', '/sandbox-pay/token.js', navigate, false],
    ['the card challenge page', 'GET', '/sandbox-pay/3ds', navigate, false],
    ['a hashed asset', 'GET', '/sp/assets/root-abc123.js', navigate, false],
    ['an asset folder path without extension', 'GET', '/sp/assets/fonts', navigate, false],
    ['the service worker', 'GET', '/sp/sw.js', navigate, false],
    ['the web manifest', 'GET', '/sp/manifest.webmanifest', navigate, false],
    ['robots.txt', 'GET', '/robots.txt', navigate, false],
    ['robots.txt under /sp', 'GET', '/sp/robots.txt', navigate, false],
    ['the sitemap', 'GET', '/sp/sitemap.xml', navigate, false],
    ['a favicon', 'GET', '/sp/favicon.svg', navigate, false],
    ['/ itself (answered by its own route)', 'GET', '/', navigate, false],
    ['another path starting with sp', 'GET', '/spam', navigate, false],
    ['a fetch of a page', 'GET', '/sp/cart', { 'sec-fetch-mode': 'cors', accept: 'text/html' }, false],
    [
      'the service worker precaching a page',
      'GET',
      '/sp/',
      { 'sec-fetch-mode': 'same-origin', accept: '*/*' },
      false,
    ],
    ['a client that does not ask for HTML', 'GET', '/sp/', { accept: '*/*' }, false],
    ['no headers at all', 'GET', '/sp/', {}, false],
  ])('%s', (_name, method, url, headers, expected) => {
    expect(isPageNavigation(method, url, headers)).toBe(expected);
  });
});

describe('the PC-view choice', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['sp_pc_view=1', true],
    ['session=abc; sp_pc_view=1; other=2', true],
    ['sp_pc_view=0', false],
    ['xsp_pc_view=1', false],
  ])('cookie %j → %s', (cookie, expected) => {
    expect(hasChosenPcView(cookie)).toBe(expected);
  });

  it.each<[DeviceClass, string | undefined, boolean]>([
    ['desktop', undefined, true],
    ['desktop', 'sp_pc_view=1', false],
    ['phone', undefined, false],
    ['tablet', undefined, false],
    ['bot', undefined, false],
    ['unknown', undefined, false],
  ])('%s with cookie %j is sent away: %s', (device, cookie, expected) => {
    expect(isSentAway(device, cookie)).toBe(expected);
  });
});

describe('decideRedirect', () => {
  it('sends a computer opening a page to /', () => {
    expect(decideRedirect('GET', '/sp/cart', { ...navigate, 'user-agent': windowsChrome })).toEqual({
      device: 'desktop',
      redirect: true,
    });
  });

  it('keeps a phone on the page', () => {
    expect(decideRedirect('GET', '/sp/cart', { ...navigate, 'user-agent': iPhone })).toEqual({
      device: 'phone',
      redirect: false,
    });
  });

  it('decides nothing for a request that is not a page navigation', () => {
    expect(
      decideRedirect('GET', '/sp/assets/a.js', { ...navigate, 'user-agent': windowsChrome }),
    ).toBeUndefined();
  });
});
