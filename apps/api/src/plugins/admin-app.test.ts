import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let buildDir: string;
beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-build-'));
  fs.mkdirSync(path.join(buildDir, 'assets'));
  fs.writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>管理画面</title>');
  fs.writeFileSync(path.join(buildDir, 'assets', 'root-abc123.js'), 'export {};');
  t = await createTestApp({ env: { ADMIN_BUILD_DIR: buildDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

describe('the back office app under /admin', () => {
  it('answers every screen address with its one page, never cached or indexed', async () => {
    for (const url of ['/admin/', '/admin/staff', '/admin/invitations/abc?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('管理画面');
    }
    expect((await t.app.inject({ method: 'GET', url: '/admin' })).headers.location).toBe('/admin/');
  });

  it('serves hashed assets for a year, and a missing one as a plain 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/admin/assets/root-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/admin/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not Found');
  });
});
