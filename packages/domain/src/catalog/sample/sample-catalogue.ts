import { productSchema, type Product } from '../product.ts';
import { otherProducts } from './products-other.ts';
import { specialProducts } from './products-special.ts';
import { standardProducts } from './products-standard.ts';

/**
 * The sample catalogue: the seed of the products table and the fixture of the tests. Parsed by
 * the same schema the API uses on `setting`, so a broken sample fails at import, not at checkout.
 */
export const sampleCatalogue: Product[] = [...standardProducts, ...specialProducts, ...otherProducts].map(
  (product) => productSchema.parse(product),
);
