// Guards decision 0207: the first view of /sp/ (the root route and the home page) checks API
// answers with valibot and loads no zod. Follows the static value imports of the sources, as the
// bundler does (dynamic `import()` is a later chunk, `import type` is erased), into
// @shop/domain's sub-paths too: a domain topic whose index pulls a zod schema would fail here.
import { describe, expect, it } from 'vitest';

// Read through Vite rather than node:fs: the web app's types are the browser's.
const sources: Record<string, string> = {
  ...import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../packages/domain/src/**/*.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};
const domainSrc = '../../../packages/domain/src/';

// `import { type A } from` counts: with verbatimModuleSyntax it stays as a (side-effect) import.
const staticImport = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** `./a/../b` → `./b`, keeping the leading `../` of paths outside the app folder. */
function normalise(file: string): string {
  const segments: string[] = [];
  for (const segment of file.split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..' && segments.length > 0 && segments.at(-1) !== '..') segments.pop();
    else segments.push(segment);
  }
  const joined = segments.join('/');
  return joined.startsWith('../') ? joined : `./${joined}`;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('~/')) base = normalise(specifier.slice(2));
  else if (specifier.startsWith('.'))
    base = normalise(`${from.slice(0, from.lastIndexOf('/'))}/${specifier}`);
  else if (specifier.startsWith('@shop/domain/')) base = `${domainSrc}${specifier.slice(13)}/index.ts`;
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => file in sources);
}

/** Package specifiers (`zod`, `react`, …) that the modules reachable from `entries` import. */
function packagesReachableFrom(entries: string[]): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, typeOnly, specifier] of (sources[file] ?? '').matchAll(staticImport)) {
      if (typeOnly || specifier === undefined) continue;
      const local = resolveLocal(file, specifier);
      if (local) pending.push(local);
      else if (!/^(\.|~\/|@shop\/)/.test(specifier)) packages.add(specifier);
    }
  }
  return packages;
}

describe('the first view of /sp/', () => {
  const packages = packagesReachableFrom(['./root.tsx', './routes/home.tsx']);

  it('reaches the startup data calls, which check their answers with valibot', () => {
    expect(packages).toContain('react-router');
    expect(packages).toContain('valibot');
  });

  it('imports no zod, neither full nor zod/mini', () => {
    expect([...packages].filter((specifier) => specifier === 'zod' || specifier.startsWith('zod/'))).toEqual(
      [],
    );
  });
});
