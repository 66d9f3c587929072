import type { Product } from '@shop/domain/catalog';
import { readDomainProduct } from '../../lib/domain-product';

/** A product as GET /v2/products gives it once its JSON setting is parsed (features/catalog). */
export interface ProductFromApi {
  id: number;
  name: string;
  nameDetail: string;
  productType: string;
  setting: Record<string, unknown>;
}

/**
 * The product as the shared engine reads it: the setting checked as the schema the API stores it
 * with checks it (without zod: decision 0563), defaults filled in. null when the setting cannot be
 * priced (a broken or newer setting): the page then offers an estimate instead of a wrong price.
 */
export function toDomainProduct(product: ProductFromApi): Product | null {
  return readDomainProduct(product);
}
