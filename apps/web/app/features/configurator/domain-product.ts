import { productSchema, type Product } from '@shop/domain/catalog';

/** A product as GET /v2/products gives it once its JSON setting is parsed (features/catalog). */
export interface ProductFromApi {
  id: number;
  name: string;
  nameDetail: string;
  productType: string;
  setting: Record<string, unknown>;
}

/**
 * The product as the shared engine reads it: the setting checked by the very schema the API
 * stores it with, defaults filled in. null when the setting cannot be priced (a broken or newer
 * setting): the page then offers an estimate instead of a wrong price.
 */
export function toDomainProduct(product: ProductFromApi): Product | null {
  const parsed = productSchema.safeParse(product);
  return parsed.success ? parsed.data : null;
}
