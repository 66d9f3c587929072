// Decisions 0562 and 0674: what every page loads is one chunk, and the domain's index files do not
// pull every topic's module into it.
import { describe, expect, it } from 'vitest';
import { baseModules } from './shared-base-chunk';

const graph: Record<string, string[]> = {
  '/shop/apps/web/app/entry.client.tsx': ['/shop/node_modules/react-dom/client.js'],
  '/shop/apps/web/app/root.tsx': [
    '/shop/apps/web/app/layout/app-shell.tsx',
    '/shop/node_modules/react-router/index.js',
  ],
  '/shop/apps/web/app/layout/app-shell.tsx': [
    '/shop/packages/domain/src/answers/index.ts',
    '/shop/apps/web/app/lib/api-client.ts',
  ],
  '/shop/packages/domain/src/answers/index.ts': [
    '/shop/packages/domain/src/answers/members.ts',
    '/shop/packages/domain/src/answers/orders.ts',
  ],
  '/shop/apps/web/app/lib/api-client.ts': ['/shop/node_modules/zod/mini/index.js'],
  '/shop/node_modules/react-dom/client.js': ['/shop/node_modules/react/index.js'],
};
const importedIdsOf = (id: string) => graph[id] ?? [];
const roots = ['/shop/apps/web/app/entry.client.tsx', '/shop/apps/web/app/root.tsx'];

describe('baseModules', () => {
  it('holds every module the entry and the root reach, libraries included', () => {
    expect([...baseModules(roots, importedIdsOf)].sort()).toEqual([
      '/shop/apps/web/app/layout/app-shell.tsx',
      '/shop/apps/web/app/lib/api-client.ts',
      '/shop/node_modules/react-dom/client.js',
      '/shop/node_modules/react-router/index.js',
      '/shop/node_modules/react/index.js',
      '/shop/node_modules/zod/mini/index.js',
    ]);
  });

  it('leaves the entry and the root out: React Router loads them by name', () => {
    const base = baseModules(roots, importedIdsOf);
    for (const root of roots) expect(base.has(root)).toBe(false);
  });

  it('neither holds a domain module nor follows a domain index file into its topic', () => {
    const base = [...baseModules(roots, importedIdsOf)];
    expect(base.filter((id) => id.includes('/packages/domain/'))).toEqual([]);
  });

  it('visits a module reached twice, or in a cycle, once', () => {
    const cyclic: Record<string, string[]> = {
      '/a/app/root.tsx': ['/a/b.ts'],
      '/a/b.ts': ['/a/c.ts'],
      '/a/c.ts': ['/a/b.ts'],
    };
    expect([...baseModules(['/a/app/root.tsx'], (id) => cyclic[id] ?? [])].sort()).toEqual([
      '/a/b.ts',
      '/a/c.ts',
    ]);
  });
});
