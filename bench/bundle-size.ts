// The JavaScript a first view downloads: every script and modulepreload named by a page's HTML,
// gzipped. Sizes are deterministic for a build, so the e2e suite checks the budget as a test.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const clientDir = path.resolve(import.meta.dirname, '../apps/web/build/client');

export interface FirstViewJs {
  page: string;
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** JS named by a built HTML page (path relative to the client build, e.g. 'index.html'). */
export function firstViewJs(page: string, dir: string = clientDir): FirstViewJs {
  const html = fs.readFileSync(path.join(dir, page), 'utf8');
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"[^>]*>/g)) {
    if (match[1]) urls.add(match[1]);
  }
  // React Router's hydration script imports the entry and route modules by URL.
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) {
    if (match[1]) urls.add(match[1]);
  }
  const files = [...urls].map((url) => {
    const file = url.replace(/^\/sp\//, '');
    return { file, gzipBytes: gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length };
  });
  return { page, files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) {
  for (const page of ['index.html', 'cart/index.html']) {
    if (!fs.existsSync(path.join(clientDir, page))) continue;
    const result = firstViewJs(page);
    console.log(
      `${page}: ${(result.totalGzipBytes / 1024).toFixed(1)} KB gzipped in ${result.files.length} files (budget 100 KB)`,
    );
  }
}
