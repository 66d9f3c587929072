// GET /v2/products: the products on sale as the API lists them (spec point 7). The setting travels
// as JSON text; `productSchema` (catalog) is what it must parse to before anything prices it.
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';

export const listedProductSchema = z.object({
  id: z.int(),
  name: safeString(),
  name_detail: safeString(),
  product_type: safeString(),
  setting: safeString().check(z.describe('The product setting as a JSON string')),
});
export type ListedProduct = z.output<typeof listedProductSchema>;

export const listedProductsSchema = z.array(listedProductSchema);
