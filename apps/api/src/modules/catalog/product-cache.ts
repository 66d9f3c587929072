// Products change rarely and calcprice runs on every change a customer makes: the parsed catalogue
// is kept for a short time per process. It is a cache of the database, not state: every instance
// reads the same table, and a staff change shows within the time to live.
import { readProduct, type Product } from '@shop/domain/catalog';
import type { Database } from '../../db/client.ts';
import { listActiveProducts } from './queries.ts';

const timeToLiveMs = 30_000;

export interface ProductCatalogue {
  byId(id: number): Promise<Product | undefined>;
  clear(): void;
}

export function productCatalogue(db: Database): ProductCatalogue {
  let loaded: { at: number; products: Map<number, Product> } | undefined;
  let loading: Promise<Map<number, Product>> | undefined;

  const load = async () => {
    const rows = await listActiveProducts(db);
    const products = new Map<number, Product>();
    for (const row of rows) {
      const product = readProduct({
        id: row.id,
        name: row.name,
        nameDetail: row.nameDetail,
        productType: row.productType,
        setting: row.setting,
      });
      // A product whose setting no longer parses is not sold rather than priced wrongly.
      if (product) products.set(row.id, product);
    }
    loaded = { at: Date.now(), products };
    return products;
  };

  return {
    async byId(id) {
      if (!loaded || Date.now() - loaded.at > timeToLiveMs) {
        loading ??= load().finally(() => {
          loading = undefined;
        });
        await loading;
      }
      return loaded?.products.get(id);
    },
    clear() {
      loaded = undefined;
    },
  };
}
