import { productSchema, type Product } from './product.ts';

/**
 * A product as the price engine reads it (defaults filled in), from a stored or listed product
 * whose setting is already JSON-parsed; null when the setting does not pass `productSchema` (a
 * broken or newer setting): it is then not sold, or its pages offer an estimate, rather than a
 * wrong price. The API's catalogue and the app's pages read products with this one function.
 */
export function readProduct(input: unknown): Product | null {
  const result = productSchema.safeParse(input);
  return result.success ? result.data : null;
}
