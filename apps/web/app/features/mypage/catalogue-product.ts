// The catalogue as the route hands it over (the catalog feature's listed products), read back into
// the domain's Product so the repeat rule can use its choices and repeat delivery rule.
import type { Product } from '@shop/domain/catalog';
import { readDomainProduct, type ListedProduct } from '../../lib/domain-product';

export type { ListedProduct };

/** The product with this id, or undefined when it is not listed or its setting does not parse. */
export function catalogueProduct(products: readonly ListedProduct[], id: number): Product | undefined {
  const listed = products.find((product) => product.id === id);
  if (!listed) return undefined;
  // Checked as productSchema checks it, without zod (decision 0563).
  return readDomainProduct(listed) ?? undefined;
}
