// Where the bytes of a route's first view go, by package (issue 17: "measure where the bytes go").
// Needs a build with source maps: `WEB_SOURCEMAP=1 npm run build -w @shop/web`, then
// `npx tsx bench/first-view-weight.ts routes/home routes/request-sample`. (Rebuild without it
// before serving or running the size test: maps change nothing in the files, but are not served.)
//
// Each first-view file is split by its source map into the packages its minified code comes from
// (react-dom, react-router, zod, @tanstack/react-query, the domain, the app…). A package's share of
// the gzipped total is its share of the file's minified bytes times the file's gzipped size: gzip
// compresses the whole file with one dictionary, so this is an estimate, good to a few per cent.
// `--by-file` names the source files instead of their packages (decision 0676 found the bytes of
// single features that way: compare a route's list on two builds).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { clientDir, kb, readManifest, routeFirstView } from './bundle-size.ts';

/** The package a source file belongs to: `react-dom`, `@tanstack/query-core`, or our own folders. */
export function packageOf(source: string): string {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope, name] = source.slice(inModules + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  if (source.includes('packages/domain/')) return '@shop/domain';
  // The app's own sources are named relative to the build folder (../../../app/root.tsx).
  if (/(^|\/)app\//.test(source)) return 'the app (apps/web/app)';
  return 'other (bundler runtime, generated)';
}

/** The source as listed by `--by-file`: the part after node_modules/, or after the repository. */
export function sourceName(source: string): string {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) return source.slice(inModules + 'node_modules/'.length);
  return source.replace(/^(\.\.\/)+/, '');
}

/** Minified bytes of one file by package (or by source file, `name` = sourceName). */
function bytesByPackage(file: string, name: (source: string) => string = packageOf): Map<string, number> {
  const code = fs.readFileSync(file, 'utf8');
  const map = new TraceMap(fs.readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  const sizes = new Map<string, number>();
  const add = (pkg: string, bytes: number) => sizes.set(pkg, (sizes.get(pkg) ?? 0) + bytes);
  decodedMappings(map).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let unmappedUpTo = 0;
    segments.forEach((segment, index) => {
      const start = segment[0];
      const end = segments[index + 1]?.[0] ?? line.length;
      if (start > unmappedUpTo) add('other (bundler runtime, generated)', start - unmappedUpTo);
      const sourceIndex = segment.length > 1 ? segment[1] : undefined;
      const source = sourceIndex === undefined ? undefined : map.sources[sourceIndex];
      add(source ? name(source) : 'other (bundler runtime, generated)', end - start);
      unmappedUpTo = end;
    });
    if (line.length > unmappedUpTo) add('other (bundler runtime, generated)', line.length - unmappedUpTo);
  });
  return sizes;
}

export function firstViewWeight(
  routeId: string,
  byFile = false,
): { total: number; byPackage: [string, number][] } {
  const view = routeFirstView(readManifest(), routeId);
  const shares = new Map<string, number>();
  let total = 0;
  for (const { url } of view.files) {
    const file = path.join(clientDir, url.replace(/^\/sp\//, ''));
    const gzipped = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    total += gzipped;
    if (!fs.existsSync(`${file}.map`)) {
      // The manifest script has no map: it is React Router's, generated at build.
      shares.set('route manifest', (shares.get('route manifest') ?? 0) + gzipped);
      continue;
    }
    const sizes = bytesByPackage(file, byFile ? sourceName : packageOf);
    const minified = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const [pkg, bytes] of sizes) shares.set(pkg, (shares.get(pkg) ?? 0) + (gzipped * bytes) / minified);
  }
  return { total, byPackage: [...shares].sort((a, b) => b[1] - a[1]) };
}

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  const args = process.argv.slice(2);
  const byFile = args.includes('--by-file');
  const routes = args.filter((arg) => arg !== '--by-file');
  for (const routeId of routes.length > 0 ? routes : ['routes/home']) {
    const { total, byPackage } = firstViewWeight(routeId, byFile);
    console.log(`== ${routeId}: ${kb(total)} gzipped`);
    for (const [pkg, bytes] of byPackage) {
      if (bytes >= 100) console.log(`  ${kb(bytes).padStart(9)}  ${pkg}`);
    }
  }
}
