// The app's files go out compressed when the browser accepts it (decision 0530): the build's .br
// and .gz copies for assets, prerendered pages and the SPA fallback, with the headers caches need.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

const pages = {
  'index.html': '<title>top</title>'.repeat(100),
  'cart/index.html': '<title>cart</title>'.repeat(100),
  '__spa-fallback.html': '<title>fallback</title>'.repeat(100),
  'assets/root-abc123.js': 'export const x = 1;'.repeat(100),
};

let buildDir: string;
let t: TestApp;
beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-build-'));
  for (const [file, text] of Object.entries(pages)) {
    const at = path.join(buildDir, file);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.writeFileSync(at, text);
    // The cart page has only a gzip copy: a browser asking for both still gets one it can read.
    if (file !== 'cart/index.html') fs.writeFileSync(`${at}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${at}.gz`, gzipSync(text));
  }
  t = await createTestApp({ env: { WEB_BUILD_DIR: buildDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe('compressed app files', () => {
  it.each([
    ['a hashed asset', '/sp/assets/root-abc123.js', 'assets/root-abc123.js', 'br'],
    ['the top page', '/sp/', 'index.html', 'br'],
    ['a prerendered page without its slash', '/sp/cart', 'cart/index.html', 'gzip'],
    ['the SPA fallback', '/sp/materials/white-pp', '__spa-fallback.html', 'br'],
  ] as const)(
    'sends %s compressed to a browser that accepts Brotli and gzip',
    async (_, url, file, encoding) => {
      const res = await get(url, 'gzip, deflate, br, zstd');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decoded(res)).toBe(pages[file]);
      expect(res.rawPayload.length).toBeLessThan(pages[file].length / 5);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    },
  );

  it('keeps the caching rules: assets immutable, pages revalidated', async () => {
    const asset = await get('/sp/assets/root-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const page = await get('/sp/cart', 'gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    for (const url of ['/sp/assets/root-abc123.js', '/sp/', '/sp/cart', '/sp/materials/white-pp']) {
      const res = await get(url);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.body).toMatch(/^(<title>|export)/);
    }
  });

  it('respects a coding refused with q=0', async () => {
    const res = await get('/sp/materials/white-pp', 'br;q=0, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(pages['__spa-fallback.html']);
  });
});
