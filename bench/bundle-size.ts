// The JavaScript the first view of each route downloads, gzipped. React Router's manifest names,
// for every route, its module and the chunks that module imports; a first view loads the manifest
// itself, the client entry with its imports, and the modules of the route and of its parents.
// Sizes are deterministic for a build, so e2e/tests/bundle-budget.spec.ts checks them as a test.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const clientDir = path.resolve(import.meta.dirname, '../apps/web/build/client');

interface ManifestModule {
  module: string;
  imports?: string[];
}

interface ManifestRoute extends ManifestModule {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

export interface BuildManifest {
  /** URL of the manifest script itself (also loaded by every first view). */
  url: string;
  entry: ManifestModule;
  routes: Record<string, ManifestRoute>;
}

export interface RouteFirstView {
  routeId: string;
  files: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

export function readManifest(dir: string = clientDir): BuildManifest {
  const assets = path.join(dir, 'assets');
  const file = fs.existsSync(assets)
    ? fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
    : undefined;
  if (!file)
    throw new Error(`No React Router manifest in ${assets}: build the web app first (npm run build).`);
  const source = fs.readFileSync(path.join(assets, file), 'utf8');
  // The file is `window.__reactRouterManifest={…};`.
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '');
  const parsed = JSON.parse(json) as Omit<BuildManifest, 'url'>;
  return { url: `/sp/assets/${file}`, entry: parsed.entry, routes: parsed.routes };
}

const gzipCache = new Map<string, number>();

function gzipBytesOf(url: string, dir: string): number {
  const file = path.join(dir, url.replace(/^\/sp\//, ''));
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

/** Every script URL the first view of `routeId` loads. */
export function firstViewUrls(manifest: BuildManifest, routeId: string): Set<string> {
  const urls = new Set<string>([manifest.url, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (
    let route = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return urls;
}

export function routeFirstView(
  manifest: BuildManifest,
  routeId: string,
  dir: string = clientDir,
): RouteFirstView {
  if (!manifest.routes[routeId]) throw new Error(`No route ${routeId} in the manifest`);
  const files = [...firstViewUrls(manifest, routeId)].map((url) => ({
    url,
    gzipBytes: gzipBytesOf(url, dir),
  }));
  return { routeId, files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** The first view of every page route (the root layout alone is not a page). */
export function allRouteFirstViews(dir: string = clientDir): RouteFirstView[] {
  const manifest = readManifest(dir);
  return Object.keys(manifest.routes)
    .filter((id) => id !== 'root')
    .map((id) => routeFirstView(manifest, id, dir))
    .sort((a, b) => b.totalGzipBytes - a.totalGzipBytes);
}

/**
 * The script URLs a chunk loaded on its own (a lazily loaded part) brings: the chunk named by the
 * start of its file name (`configurator-screen`) and every chunk it imports statically, read from
 * the built `import … from"./x.js"` statements.
 */
export function lazyPartUrls(chunkName: string, dir: string = clientDir): Set<string> {
  const assets = path.join(dir, 'assets');
  const names = fs.readdirSync(assets);
  const first = names.find((name) => name.startsWith(`${chunkName}-`) && name.endsWith('.js'));
  if (!first) throw new Error(`No chunk ${chunkName} in ${assets}`);
  const urls = new Set<string>();
  const pending = [first];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const url = `/sp/assets/${name}`;
    if (urls.has(url)) continue;
    urls.add(url);
    const code = fs.readFileSync(path.join(assets, name), 'utf8');
    for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      if (imported) pending.push(imported);
    }
  }
  return urls;
}

/** Gzipped bytes of script URLs of the build. */
export function gzipBytesOfUrls(urls: Iterable<string>, dir: string = clientDir): number {
  let total = 0;
  for (const url of urls) total += gzipBytesOf(url, dir);
  return total;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The budget of every route's first view (issue 17: react-dom in the browser, decision 0670):
 * 170 KB. Held at 173 KB for a while on 2026-11-26; back at 170 once the parts that only some
 * orders, products or taps need loaded apart from the first view (decisions 0674, 0676).
 */
export const firstViewBudgetBytes = 170 * 1024;

if (process.argv[1] && import.meta.filename === fs.realpathSync(process.argv[1])) {
  for (const view of allRouteFirstViews()) {
    const mark = view.totalGzipBytes > firstViewBudgetBytes ? `  over ${kb(firstViewBudgetBytes)}` : '';
    console.log(
      `${view.routeId.padEnd(36)} ${kb(view.totalGzipBytes).padStart(9)} in ${view.files.length} files${mark}`,
    );
  }
}
