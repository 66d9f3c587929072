// Spec point 4, "Estimate to cart item": an answered estimate child becomes a cart line of type
// estimate, product 159, priced at the child's amountWithTax (the price engine reads it there).
import { currentItemSchema, type CurrentItem } from '@shop/domain/configurator';

export const ESTIMATE_PRODUCT_ID = 159;

/**
 * The cart item ordering child `no` of `estimate` (the record as the API sent it), or null when the
 * record or the child does not read as one.
 */
export function estimateCartItem(estimate: unknown, no: number): CurrentItem | null {
  const parsed = currentItemSchema.safeParse({
    type: 'estimate',
    productType: 'estimate',
    product: { id: ESTIMATE_PRODUCT_ID },
    estimate,
    estimateData: { no },
    num: 1,
  });
  if (!parsed.success) return null;
  const item = parsed.data;
  const child = item.estimate?.response.children.find((candidate) => candidate.no === no);
  if (!child) return null;
  const title = item.estimate?.title ?? '';
  return {
    ...item,
    name: title.slice(0, 200),
    amountProduct: child.amountWithTax,
    amountOption: 0,
    amountTotal: child.amountWithTax,
  };
}
