// Issue 18 point 6: `npm run typecheck|lint|test -w <workspace>` works the same in every workspace
// with code, and the root `npm test` stays the one command the README gives for every test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');

interface PackageJson {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
}

const read = (folder: string): PackageJson =>
  JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as PackageJson;

const rootPackage = read('.');

describe('workspace scripts', () => {
  it.each(rootPackage.workspaces ?? [])('%s has typecheck, lint and test', (folder) => {
    const scripts = read(folder).scripts ?? {};
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['typecheck', 'lint', 'test']));
  });

  it('the root npm test runs the unit and integration tests, then the journeys', () => {
    expect(rootPackage.scripts?.test).toBe('npm run test:unit && npm run test:e2e');
    expect(rootPackage.scripts?.['test:unit']).toBe('vitest run');
  });
});
