// The budget test (e2e/tests/bundle-budget.spec.ts) trusts these readings of React Router's
// manifest: a first view that left out a parent route's chunks would pass while the page grew.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { firstViewUrls, readManifest, routeFirstView, type BuildManifest } from './bundle-size.ts';
import { packageOf, sourceName } from './first-view-weight.ts';

const manifest: BuildManifest = {
  url: '/sp/assets/manifest-1.js',
  entry: { module: '/sp/assets/entry.js', imports: ['/sp/assets/react.js'] },
  routes: {
    root: { id: 'root', module: '/sp/assets/root.js', imports: ['/sp/assets/react.js'] },
    'routes/shop': { id: 'routes/shop', parentId: 'root', module: '/sp/assets/shop.js' },
    'routes/material': {
      id: 'routes/material',
      parentId: 'routes/shop',
      module: '/sp/assets/material.js',
      imports: ['/sp/assets/form.js'],
    },
  },
};

describe('firstViewUrls', () => {
  it('takes the manifest, the entry and every route up to the root, each once', () => {
    expect([...firstViewUrls(manifest, 'routes/material')].sort()).toEqual(
      [
        '/sp/assets/entry.js',
        '/sp/assets/form.js',
        '/sp/assets/manifest-1.js',
        '/sp/assets/material.js',
        '/sp/assets/react.js',
        '/sp/assets/root.js',
        '/sp/assets/shop.js',
      ].sort(),
    );
  });

  it('leaves out a sibling route', () => {
    expect(firstViewUrls(manifest, 'routes/shop').has('/sp/assets/material.js')).toBe(false);
  });
});

describe('a build on disk', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is read from its manifest script and weighed gzipped, file by file', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'));
    const assets = path.join(dir, 'assets');
    fs.mkdirSync(assets);
    const { url: _url, ...body } = manifest;
    fs.writeFileSync(
      path.join(assets, 'manifest-1.js'),
      `window.__reactRouterManifest=${JSON.stringify(body)};`,
    );
    const names = ['entry', 'react', 'root', 'shop', 'material', 'form'];
    for (const name of names) fs.writeFileSync(path.join(assets, `${name}.js`), `export const ${name} = 1;`);

    const read = readManifest(dir);
    expect(read.url).toBe('/sp/assets/manifest-1.js');
    const view = routeFirstView(read, 'routes/material', dir);
    const expected = ['manifest-1', ...names]
      .map((name) => gzipSync(fs.readFileSync(path.join(assets, `${name}.js`)), { level: 9 }).length)
      .reduce((sum, bytes) => sum + bytes, 0);
    expect(view.totalGzipBytes).toBe(expected);
  });

  it('without a build, says to build first', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'));
    expect(() => readManifest(dir)).toThrow(/build the web app first/);
  });
});

describe('packageOf and sourceName', () => {
  it('name a scoped package, a plain one, the domain and the app', () => {
    expect(packageOf('../../node_modules/@tanstack/query-core/build/index.js')).toBe('@tanstack/query-core');
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('../../../packages/domain/src/pricing/price.ts')).toBe('@shop/domain');
    expect(packageOf('../../../app/root.tsx')).toBe('the app (apps/web/app)');
    expect(sourceName('../../node_modules/zod/v4/mini/schemas.js')).toBe('zod/v4/mini/schemas.js');
    expect(sourceName('../../../app/root.tsx')).toBe('app/root.tsx');
  });
});
