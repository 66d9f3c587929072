// Which addresses under /sp are pages of the app (issue 16 point 11, decision 0652). A prerendered
// page exists as a file; the other pages are the client-resolved routes that the web build lists
// in __client-routes.json (from the app's own paths), and whose parameters must name something
// that exists: an 11-digit purchase number, a purpose, a material on sale. Any other address is
// answered 404 with the not-found page, so that search engines do not index it.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { samplePurposes } from '@shop/domain/catalog';
import { isPurchaseNumber } from '@shop/domain/orders';
import type { Database } from '../db/client.ts';
import { listActiveProducts } from '../modules/catalog/queries.ts';

/** Written by the web build beside the SPA fallback (apps/web/build-plugins/client-routes.ts). */
export const clientRoutesFile = '__client-routes.json';

const manifestSchema = z.object({ patterns: z.array(safeString()) });

/** The client-resolved route patterns of the build, or null when the build has no list. */
export function readClientRoutes(webBuildDir: string): string[] | null {
  const file = path.join(webBuildDir, clientRoutesFile);
  if (!fs.existsSync(file)) return null;
  return manifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).patterns;
}

/** The parameters when `pathname` (below /sp, without slashes at the ends) matches `pattern`. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const given = pathname === '' ? [] : pathname.split('/');
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return params;
    const value = given[index];
    if (value === undefined || value === '') return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return given.length === wanted.length ? params : null;
}

type ParamCheck = (value: string, db: Database) => boolean | Promise<boolean>;

/** What a route parameter must name; a parameter not listed here may be anything. */
const paramChecks: Record<string, ParamCheck> = {
  purchaseId: (value) => isPurchaseNumber(value),
  purposeName: (value) => samplePurposes.some((purpose) => purpose.slug === value),
  materialName: async (value, db) =>
    (await listActiveProducts(db)).some((row) => (row.setting as { slug?: unknown }).slug === value),
};

/** True when `pathname` is one of the client-resolved pages with parameters that exist. */
export async function isClientPage(
  patterns: readonly string[],
  pathname: string,
  db: Database,
): Promise<boolean> {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  for (const pattern of patterns) {
    const params = matchPattern(pattern, trimmed);
    if (!params) continue;
    let exists = true;
    for (const [name, value] of Object.entries(params)) {
      const check = paramChecks[name];
      if (check && !(await check(value, db))) exists = false;
    }
    if (exists) return true;
  }
  return false;
}
