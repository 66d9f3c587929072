// The service worker's files as the browser must get them (decisions 0201 and 0500): the worker
// script and the offline page revalidated on every check, so a new version is found at once; the
// hashed assets it precaches cached for good.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let webBuildDir: string;

beforeAll(async () => {
  webBuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-build-'));
  fs.mkdirSync(path.join(webBuildDir, 'assets'));
  fs.writeFileSync(path.join(webBuildDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webBuildDir, 'offline.html'), '<!doctype html><title>offline</title>');
  fs.writeFileSync(path.join(webBuildDir, 'assets', 'root-AbC123xy.js'), 'export {};');
  fs.writeFileSync(path.join(webBuildDir, '__spa-fallback.html'), '<!doctype html><title>app</title>');
  t = await createTestApp({ env: { WEB_BUILD_DIR: webBuildDir } });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webBuildDir, { recursive: true, force: true });
});

describe('service worker files under /sp', () => {
  it('serves /sp/sw.js as JavaScript that is revalidated on every update check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sp/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Its scope is the folder it is served from (/sp/), so no Service-Worker-Allowed is needed.
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves the offline page as revalidated HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sp/offline.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets immutable, so the precache and the HTTP cache agree', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sp/assets/root-AbC123xy.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
