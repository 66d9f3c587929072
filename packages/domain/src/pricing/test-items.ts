import { findProduct, sampleCatalogue, type OptionGroupName, type Product } from '@shop/domain/catalog';
import type { PricedItem } from './priced-item.ts';

/** Test helpers: products of the sample catalogue and plain items to price (no configurator involved). */
export function product(id: number): Product {
  const found = findProduct(sampleCatalogue, id);
  if (!found) throw new Error(`no product ${id} in the sample catalogue`);
  return found;
}

type Options = Partial<Record<OptionGroupName, number>>;

export function item(productId: number, facts: Partial<PricedItem> & { options?: Options } = {}): PricedItem {
  const { options = {}, ...rest } = facts;
  const chosen = Object.fromEntries(Object.entries(options).map(([group, id]) => [group, { id }]));
  return {
    product: { id: productId },
    sizeX: 0,
    sizeY: 0,
    size: 0,
    shape: null,
    num: 0,
    deliveryDateProduct: 5,
    repeatId: 0,
    ...chosen,
    ...rest,
  };
}
