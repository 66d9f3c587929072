// GET /api/v2/products (spec point 7): the products the shop sells, loaded at app start, read with
// the domain's schema of the answer (decision 0671).
import { listedProductsSchema, type ListedProduct } from '@shop/domain/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

/** Product of spec point 3: camelCase, setting parsed, plus the slug its material page uses. */
export interface Product {
  id: number;
  name: string;
  nameDetail: string;
  productType: string;
  setting: Record<string, unknown>;
  slug: string;
}

/** Product types shown as material cards (spec point 9, "card product types"). */
export const cardProductTypes: readonly string[] = ['general', 'bigsticker', 'numbering', 'pop', 'embos'];
/** The estimate pseudo-product (spec point 9): priced from an estimate, never chosen from a list. */
export const ESTIMATE_PRODUCT_ID = 159;

function parseSetting(setting: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(setting);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    // One product's broken setting must not hide the others: it just has no slug.
    return {};
  }
}

/** `setting.slug` when it is a non-empty string, else the product id (the material page's key). */
export function productSlug(id: number, setting: Record<string, unknown>): string {
  const slug = setting.slug;
  return typeof slug === 'string' && slug.trim() !== '' ? slug.trim() : String(id);
}

export function toProduct(raw: ListedProduct): Product {
  const setting = parseSetting(raw.setting);
  return {
    id: raw.id,
    name: raw.name,
    nameDetail: raw.name_detail,
    productType: raw.product_type,
    setting,
    slug: productSlug(raw.id, setting),
  };
}

export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  // Without the token, so the service worker may keep it for offline use (decision 0813).
  const data = await apiClient.get('/products', { signal, anonymous: true });
  return parseAnswer(listedProductsSchema, data).map(toProduct);
}

export const productsQueryOptions = queryOptions({
  queryKey: ['products'],
  queryFn: ({ signal }) => getProducts(signal),
  // Asked even when the phone says it is offline: the service worker may answer from its copy.
  networkMode: 'offlineFirst',
});

export function useProducts() {
  return useQuery(productsQueryOptions);
}

/** The products a customer picks from (material cards): card types, without the estimate one. */
export function selectableProducts(products: readonly Product[]): Product[] {
  return products.filter(
    (product) => product.id !== ESTIMATE_PRODUCT_ID && cardProductTypes.includes(product.productType),
  );
}

/** The product of a material page: by slug, or by id for products without one. */
export function findProductBySlug(products: readonly Product[], slug: string): Product | undefined {
  return products.find((product) => product.slug === slug || String(product.id) === slug);
}
