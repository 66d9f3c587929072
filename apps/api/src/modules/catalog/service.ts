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
