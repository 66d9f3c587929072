import type { ProductInput } from '../product.ts';
import { otherProducts } from './products-other.ts';
import { specialProducts } from './products-special.ts';
import { standardProducts } from './products-standard.ts';

/**
 * The sample products as written, before the schema fills its defaults: what the content pages
 * (purposes, gallery) read for names, slugs and choices without loading zod (decision 0560).
 * Everything else uses `sampleCatalogue`, the same products parsed.
 */
export const sampleCatalogueSource: readonly ProductInput[] = [
  ...standardProducts,
  ...specialProducts,
  ...otherProducts,
];
