import { productSchema, type Product } from '../product.ts';
import { sampleCatalogueSource } from './sample-catalogue-source.ts';

/**
 * The sample catalogue: the seed of the products table and the fixture of the tests. Parsed by
 * the same schema the API uses on `setting`, so a broken sample fails at import, not at checkout.
 */
export const sampleCatalogue: Product[] = sampleCatalogueSource.map((product) =>
  productSchema.parse(product),
);
