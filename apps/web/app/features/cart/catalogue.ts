import { readProduct, type Product } from '@shop/domain/catalog';

/** A product as the catalog feature lists it (setting parsed); readProduct checks the rest. */
export interface ListedProduct {
  id: number;
}

/** The products the price engine can use, by id. */
export type Catalogue = ReadonlyMap<number, Product>;

/**
 * The listed products as the domain's products. One whose setting no longer parses is left out:
 * its items show that they cannot be ordered rather than a wrong price.
 */
export function toCatalogue(products: readonly ListedProduct[]): Catalogue {
  const catalogue = new Map<number, Product>();
  for (const listed of products) {
    const product = readProduct(listed);
    if (product) catalogue.set(product.id, product);
  }
  return catalogue;
}
