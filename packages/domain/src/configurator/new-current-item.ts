import type { Product } from '@shop/domain/catalog';
import { currentItemSchema, type CurrentItem } from './current-item.ts';
import { defaultNumbering } from './numbering.ts';
import { settleItem } from './settle.ts';

/**
 * A fresh item for the product: nothing answered, the first step active, delivery 5 days; a
 * numbering seal starts at 0001.
 */
export function newCurrentItem(product: Product): CurrentItem {
  const blank = currentItemSchema.parse({
    type: product.productType === 'estimate' ? 'estimate' : 'product',
    productType: product.productType,
    product: { id: product.id },
    spec: product.setting.spec,
    numbering: product.productType === 'numbering' ? defaultNumbering : null,
  });
  return settleItem(product, blank).item;
}
