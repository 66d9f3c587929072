// The phone-only rule through the real app (spec point 1): on in production and staging, off in
// development and test; pages only; / explains instead of looping.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import { loadConfig } from '../config.ts';

const desktop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const tablet =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const googlebot =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/126.0.6478.126 Safari/537.36';
const navigation = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const appPage = '<title>app top</title>';

// A stand-in for apps/web/build/client: enough files to tell the app's answer from a redirect.
let buildDir: string;
beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-build-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    fs.writeFileSync(path.join(buildDir, file), text);
  };
  write('index.html', appPage);
  write('cart/index.html', '<title>cart</title>');
  write('__spa-fallback.html', '<title>fallback</title>');
  write('assets/root-abc123.js', 'export {};');
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

const openApp = (appEnv: string) =>
  createTestApp({
    env: {
      ...(appEnv === 'production' ? PRODUCTION_ENV : {}),
      APP_ENV: appEnv,
      WEB_BUILD_DIR: buildDir,
      PUBLIC_URL: 'https://shop.example.jp',
    },
  });

describe('APP_ENV=production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp('production');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers: { ...navigation, ...headers } });

  it('sends a computer opening an app page to / and says what the answer varies on', async () => {
    for (const url of ['/sp/', '/sp', '/sp/cart', '/sp/products/matte?utm_source=mail']) {
      const res = await get(url, { 'user-agent': desktop });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/');
    }
    const res = await get('/sp/', { 'user-agent': desktop });
    expect(res.headers.vary).toEqual(expect.stringContaining('User-Agent'));
    expect(res.headers.vary).toEqual(expect.stringContaining('Sec-CH-UA-Mobile'));
    expect(res.headers.vary).toEqual(expect.stringContaining('Cookie'));
    expect(res.headers['accept-ch']).toBe('Sec-CH-UA-Mobile, Sec-CH-UA-Platform');
  });

  it('decides from the client hints before the User-Agent', async () => {
    const hinted = await get('/sp/', {
      'user-agent': desktop,
      'sec-ch-ua-mobile': '?1',
      'sec-ch-ua-platform': '"Android"',
    });
    expect(hinted.statusCode).toBe(200);
  });

  it.each([
    ['a phone', phone],
    ['a tablet', tablet],
    ['a crawler', googlebot],
    ['a browser without a User-Agent', ''],
  ])('lets %s open the app', async (_name, userAgent) => {
    const res = await get('/sp/', { 'user-agent': userAgent });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(appPage);
    expect(res.headers.vary).toEqual(expect.stringContaining('User-Agent'));
  });

  it('never redirects files, the API or requests that are not navigations', async () => {
    for (const url of ['/sp/assets/root-abc123.js', '/sp/sw.js', '/sp/favicon.svg', '/api/v2/products']) {
      const res = await get(url, { 'user-agent': desktop });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['accept-ch'], url).toBeUndefined();
    }
    const fetched = await t.app.inject({
      method: 'GET',
      url: '/sp/',
      headers: { 'user-agent': desktop, 'sec-fetch-mode': 'cors', accept: 'text/html' },
    });
    expect(fetched.statusCode).toBe(200);
  });

  it('shows a computer at / the phone-only page, never a redirect back to /sp/', async () => {
    const res = await get('/', { 'user-agent': desktop });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toEqual(expect.stringContaining('User-Agent'));
    expect(res.body).toContain('このショップはスマートフォン専用です');
    expect(res.body).toContain('https://shop.example.jp/sp/');
    expect(res.body).toContain('href="/view-on-pc"');
    expect(res.body).toContain('このままPCで見る');
  });

  it('sends a phone at / on to the app', async () => {
    const res = await get('/', { 'user-agent': phone });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sp/');
  });

  it('lets a computer stay after "このままPCで見る"', async () => {
    const choice = await get('/view-on-pc', { 'user-agent': desktop });
    expect(choice.statusCode).toBe(302);
    expect(choice.headers.location).toBe('/sp/');
    const setCookie = String(choice.headers['set-cookie']);
    expect(setCookie).toMatch(/^sp_pc_view=1; /);
    expect(setCookie).toContain('Max-Age=2592000');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    // PUBLIC_URL is https here.
    expect(setCookie).toContain('Secure');

    const cookie = 'sp_pc_view=1';
    const page = await get('/sp/cart', { 'user-agent': desktop, cookie });
    expect(page.statusCode).toBe(200);
    const root = await get('/', { 'user-agent': desktop, cookie });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/sp/');
  });
});

describe('APP_ENV=staging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp('staging');
  });
  afterAll(async () => t.close());

  it('sends a computer to / as production does', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sp/cart',
      headers: { ...navigation, 'user-agent': desktop },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('APP_ENV=development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openApp('development');
  });
  afterAll(async () => t.close());

  it('lets a computer open the app', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sp/',
      headers: { ...navigation, 'user-agent': desktop },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(appPage);
    expect(res.headers['accept-ch']).toBeUndefined();
  });

  it('sends a computer at / to the app, as before', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...navigation, 'user-agent': desktop },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sp/');
  });
});

describe('the switch', () => {
  it.each([
    ['production', true],
    ['staging', true],
    ['development', false],
    ['test', false],
  ])('APP_ENV=%s → redirect %s', (appEnv, expected) => {
    expect(loadConfig({ ...PRODUCTION_ENV, APP_ENV: appEnv }).deviceRedirect).toBe(expected);
  });

  it('is off by default, so `npm start` serves a computer the app', () => {
    expect(loadConfig({}).deviceRedirect).toBe(false);
  });
});
