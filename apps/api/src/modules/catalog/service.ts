import type { Database } from '../../db/client.ts';
import { listActiveProducts } from './queries.ts';

/** Products in the spec's wire form: snake_case names and the setting as a JSON string. */
export async function listProducts(db: Database) {
  const rows = await listActiveProducts(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_detail: row.nameDetail,
    product_type: row.productType,
    setting: JSON.stringify(row.setting),
  }));
}

type ProductWire = Awaited<ReturnType<typeof listProducts>>;

/**
 * The product list is read on every page load and changes rarely: each instance keeps it for a
 * short time (a cache of the table, not state; a staff change shows within the time to live).
 */
export function cachedProductList(db: Database, timeToLiveMs = 30_000): () => Promise<ProductWire> {
  let cached: { at: number; list: Promise<ProductWire> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > timeToLiveMs) {
      const list = listProducts(db);
      cached = { at: Date.now(), list };
      // A failed read is not kept: the next request tries the database again.
      list.catch(() => {
        cached = undefined;
      });
    }
    return cached.list;
  };
}
