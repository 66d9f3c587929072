// The catalogue as the route hands it over (the catalog feature's listed products), read back into
// the domain's Product so the repeat rule can use its choices and repeat delivery rule.
import { readProduct, type Product } from '@shop/domain/catalog';

/** A product as the catalog feature lists it (setting parsed); readProduct checks the rest. */
export interface ListedProduct {
  id: number;
}

/** The product with this id, or undefined when it is not listed or its setting does not parse. */
export function catalogueProduct(products: readonly ListedProduct[], id: number): Product | undefined {
  const listed = products.find((product) => product.id === id);
  return listed ? (readProduct(listed) ?? undefined) : undefined;
}
