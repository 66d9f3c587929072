import type { Product } from '@shop/domain/catalog';
import { readDomainProduct, type ListedProduct } from '../../lib/domain-product';

/** A product as the API lists it, once the catalog feature has read it (setting parsed). */
export type { ListedProduct };

/** The products the price engine can use, by id. */
export type Catalogue = ReadonlyMap<number, Product>;

/**
 * The listed products as the domain's products. One whose setting no longer parses is left out:
 * its items show that they cannot be ordered rather than a wrong price.
 */
export function toCatalogue(products: readonly ListedProduct[]): Catalogue {
  const catalogue = new Map<number, Product>();
  for (const listed of products) {
    // Checked as productSchema checks it, without zod (decision 0563).
    const product = readDomainProduct(listed);
    if (product) catalogue.set(product.id, product);
  }
  return catalogue;
}
