// GET /v2/products: the products on sale as the API lists them (spec point 7). The setting travels
// as JSON text; `productSchema` (catalog) is what it must parse to before anything prices it.
import { z } from 'zod/mini';

export const listedProductSchema = z.object({
  id: z.int(),
  name: z.string(),
  name_detail: z.string(),
  product_type: z.string(),
  setting: z.string().check(z.describe('The product setting as a JSON string')),
});
export type ListedProduct = z.output<typeof listedProductSchema>;

export const listedProductsSchema = z.array(listedProductSchema);
