// Real 404s under /sp (issue 16 point 11, decision 0652): an address that is no page of the app is
// answered 404 with the app's fallback page (whose router shows the not-found page); the pages the
// browser resolves answer 200 when what they name exists.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { clientRoutesFile, matchPattern } from './app-pages.ts';

// The patterns as the web build lists them (apps/web/build-plugins/client-routes.ts).
const patterns = [
  'materials/:materialName',
  'purposes/:purposeName',
  'checkout/done/:purchaseId',
  'mypage/*',
  'mypage/histories/:purchaseId',
  'reset/:token',
  'request-sample/*',
];

let buildDir: string;
let t: TestApp;
beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-build-'));
  fs.mkdirSync(path.join(buildDir, 'cart'));
  fs.writeFileSync(path.join(buildDir, 'cart', 'index.html'), '<title>cart</title>');
  fs.writeFileSync(path.join(buildDir, '__spa-fallback.html'), '<title>app</title>');
  fs.writeFileSync(path.join(buildDir, clientRoutesFile), JSON.stringify({ patterns }));
  t = await createTestApp({ env: { WEB_BUILD_DIR: buildDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

describe('matchPattern', () => {
  it.each([
    ['checkout/done/:purchaseId', 'checkout/done/26112100001', { purchaseId: '26112100001' }],
    ['checkout/done/:purchaseId', 'checkout/done', null],
    ['checkout/done/:purchaseId', 'checkout/done/1/2', null],
    ['mypage/*', 'mypage/anything/below', {}],
    ['mypage/*', 'mypages/x', null],
    ['reset/:token', 'reset/abc', { token: 'abc' }],
  ])('%s against %s', (pattern, pathname, expected) => {
    expect(matchPattern(pattern, pathname)).toEqual(expected);
  });
});

describe('addresses under /sp', () => {
  it.each([
    ['a prerendered page', '/sp/cart'],
    ['a material on sale', '/sp/materials/satin'],
    ['a purpose', '/sp/purposes/product-label'],
    ['a purchase number', '/sp/checkout/done/26112100001'],
    ['a purchase number with a slash after it', '/sp/mypage/histories/26112100001/'],
    ['any address below My page (spec point 2)', '/sp/mypage/whatever'],
    ['a reset link', '/sp/reset/some-token'],
    ['a page with a query', '/sp/purposes/product-label?from=top'],
  ])('%s answers 200', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    ['an unknown page', '/sp/no-such-page'],
    ['an unknown page below a known one', '/sp/cart/extra'],
    ['a material that does not exist', '/sp/materials/no-such-material'],
    ['a purpose that does not exist', '/sp/purposes/no-such-purpose'],
    ['a purchase number of the wrong form', '/sp/checkout/done/99999'],
    ['a mistyped address', '/sp/chekout/payment'],
  ])('%s answers 404 with the app page that shows the not-found screen', async (_, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('<title>app</title>');
  });

  it('refuses a malformed escape as bad input, never with a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sp/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
  });

  it('answers HEAD like GET', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/sp/no-such-page' });
    expect(res.statusCode).toBe(404);
  });
});
