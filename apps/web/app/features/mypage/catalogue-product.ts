// The catalogue as the route hands it over (the catalog feature's listed products), read back into
// the domain's Product so the repeat rule can use its choices and repeat delivery rule.
import { productSchema, type Product } from '@shop/domain/catalog';

export interface ListedProduct {
  id: number;
  name: string;
  nameDetail: string;
  productType: string;
  setting: Record<string, unknown>;
}

/** The product with this id, or undefined when it is not listed or its setting does not parse. */
export function catalogueProduct(products: readonly ListedProduct[], id: number): Product | undefined {
  const listed = products.find((product) => product.id === id);
  if (!listed) return undefined;
  const parsed = productSchema.safeParse(listed);
  return parsed.success ? parsed.data : undefined;
}
