import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '../app/config/paths';

/** Written beside the SPA fallback; the API reads it to tell a client-resolved route from a 404. */
export const clientRoutesFile = '__client-routes.json';

/**
 * The app's routes that are resolved in the browser (a dynamic segment or a wildcard), as the
 * patterns routes.ts registers. The server answers an address under /sp that matches none of them
 * (and no prerendered page) with 404 and the not-found page, so that search engines do not index
 * it (issue 16, decision 0652). The catch-all not-found route itself is left out.
 */
export function clientResolvedPatterns(): string[] {
  return Object.values(paths)
    .map((entry) => entry.pattern)
    .filter((pattern) => pattern !== '*' && (pattern.includes(':') || pattern.includes('*')));
}

export async function writeClientRoutes(clientDir: string): Promise<void> {
  const manifest = { patterns: clientResolvedPatterns() };
  await writeFile(path.join(clientDir, clientRoutesFile), `${JSON.stringify(manifest, null, 2)}\n`);
}
