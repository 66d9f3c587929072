// The Content-Security-Policy on every answer (issue 14 point 7, decision 0615): each HTML page runs
// only its own inline scripts (by hash), the shop's and the card provider's script files; nothing
// frames a page; an answer that is not a page allows nothing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PRODUCTION_ENV } from '../../test/production-env.ts';
import {
  NON_PAGE_POLICY,
  inlineScriptHashes,
  pagePolicy,
  standInIssuerPagePolicy,
} from '../security/content-security-policy.ts';
import { returnPage } from '../sandbox-pay/tds-page.ts';

const sha = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
const page = (script: string) =>
  `<!doctype html><html><head><script>${script}</script>` +
  `<script type="module" src="/sp/assets/entry.js"></script><script type="application/json">{"a":1}</script>` +
  `</head><body></body></html>`;

const scripts = {
  top: 'window.__ctx = { url: "/" };',
  products: 'window.__ctx = { url: "/products" };',
  fallback: 'window.__ctx = { spa: true };',
  offline: 'addEventListener("online", () => location.reload());',
  admin: 'window.__admin = 1;',
};

let webDir: string;
let adminDir: string;
beforeAll(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-csp-'));
  webDir = path.join(root, 'web');
  adminDir = path.join(root, 'admin');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write(path.join(webDir, 'index.html'), page(scripts.top));
  write(path.join(webDir, 'products/index.html'), page(scripts.products));
  // A compressed copy holds the same page: the policy is the page's, not the copy's bytes.
  write(path.join(webDir, 'products/index.html.gz'), 'not really gzip');
  write(path.join(webDir, '__spa-fallback.html'), page(scripts.fallback));
  write(path.join(webDir, 'offline.html'), page(scripts.offline));
  write(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  write(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(path.join(adminDir, 'index.html'), page(scripts.admin));
});
afterAll(() => fs.rmSync(path.dirname(webDir), { recursive: true, force: true }));

/** The directives of a policy, by name. */
function directivesOf(policy: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(policy).split(';')) {
    const [name = '', ...values] = part.trim().split(/\s+/);
    directives.set(name, values);
  }
  return directives;
}

function expectPagePolicy(policy: unknown, ownScript: string, tokenOrigin: string) {
  const directives = directivesOf(policy);
  const scriptSrc = directives.get('script-src') ?? [];
  expect(scriptSrc).toEqual(["'self'", tokenOrigin, sha(ownScript)]);
  expect(scriptSrc.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'none'"]);
  expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(directives.get('form-action')).toEqual(["'self'", 'https:', tokenOrigin]);
}

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, and neither script files nor data blocks', () => {
    const html =
      `<script>a()</script><SCRIPT type="module">b()</SCRIPT><script type="text/javascript">c()</script>` +
      `<script src="/x.js"></script><script type="application/ld+json">{}</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()')]);
  });

  it('allows the tag manager and Google Analytics only when a container is set', () => {
    const without = pagePolicy({ cardTokenScriptOrigin: 'https://token.example', gtmId: undefined }, []);
    expect(without).not.toContain('googletagmanager');
    const withGtm = directivesOf(
      pagePolicy({ cardTokenScriptOrigin: 'https://token.example', gtmId: 'GTM-AB12' }, []),
    );
    expect(withGtm.get('script-src')).toEqual([
      "'self'",
      'https://token.example',
      'https://www.googletagmanager.com',
    ]);
    expect(withGtm.get('connect-src')).toContain('https://*.google-analytics.com');
  });
});

describe('the card provider stand-in’s issuer pages', () => {
  it('run only their own script and may post the customer back to any shop', () => {
    const html = returnPage({
      termUrl: 'http://127.0.0.1:3000/api/v2/purchase/tds-return',
      paRes: 'p',
      md: 'm',
      authenticated: true,
    });
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const directives = directivesOf(standInIssuerPagePolicy(html));
    expect(directives.get('script-src')).toEqual([sha(inline)]);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // An issuer posts back to whichever shop sent the customer, on whatever origin it uses.
    expect(directives.has('form-action')).toBe(false);
  });
});

describe('the policy of each answer', () => {
  let t: TestApp;
  let tokenOrigin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_BUILD_DIR: webDir, ADMIN_BUILD_DIR: adminDir } });
    tokenOrigin = t.config.cardTokenScriptOrigin;
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  const pages: [name: string, url: string, script: keyof typeof scripts, headers: Record<string, string>][] =
    [
      ['the top page', '/sp/', 'top', {}],
      ['a prerendered page', '/sp/products', 'products', {}],
      ['a prerendered page, compressed', '/sp/products', 'products', { 'accept-encoding': 'gzip' }],
      ['the app’s fallback page', '/sp/mypage', 'fallback', {}],
      ['the offline page', '/sp/offline.html', 'offline', {}],
      ['the back office', '/admin/orders', 'admin', {}],
    ];
  it.each(pages)(
    '%s names its own inline script and nothing else inline',
    async (_name, url, script, headers) => {
      const res = await get(url, headers);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expectPagePolicy(res.headers['content-security-policy'], scripts[script], tokenOrigin);
    },
  );

  it.each(['/api/v2/products', '/api/v2/no-such-call', '/api/docs', '/sp/favicon.svg'])(
    '%s allows nothing',
    async (url) => {
      expect((await get(url)).headers['content-security-policy']).toBe(NON_PAGE_POLICY);
    },
  );

  it('leaves the service worker’s script unbound, so it may reach the shop', async () => {
    const res = await get('/sp/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

// A page the server writes itself is hashed as it is sent; the 3-D Secure pages are checked in the
// card journeys, which fail on any violation.
describe('the page for computers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        ...PRODUCTION_ENV,
        APP_ENV: 'production',
        WEB_BUILD_DIR: webDir,
        PUBLIC_URL: 'https://shop.example.jp',
      },
    });
  });
  afterAll(async () => t.close());

  it('runs only its own iPad check, by hash', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        accept: 'text/html',
      },
    });
    expect(res.statusCode).toBe(200);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expectPagePolicy(res.headers['content-security-policy'], inline, t.config.cardTokenScriptOrigin);
  });
});
