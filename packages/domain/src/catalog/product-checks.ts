// The checks a product must pass beyond its fields' shapes, run by the schema in product.ts.
import { isShapedProductType, isSizedProductType, type ProductType } from './product-type.ts';
import type { SettingShape } from './setting-checks.ts';

/** The special product ids of spec point 9. */
export const specialProductIds = {
  /** Satin: 2-day shipping, cut-line service and delivery form restricted. */
  satin: 154,
  /** Its 3-day delivery becomes 5 when an order is repeated. */
  repeatDeliveryRemap: 261,
  /** The estimate pseudo-product. */
  estimate: 159,
  /** Products whose option groups offer an explicit なし choice. */
  withNoneChoices: [141, 144],
} as const;

/** What a product must have to be priced, by its type; empty for a sellable product. */
export function productIssues(product: {
  productType: ProductType;
  setting: Pick<SettingShape, 'priceTable' | 'enabledNums' | 'deliveryDates' | 'spec' | 'shapes'>;
}): string[] {
  const { productType, setting } = product;
  const issues: string[] = [];
  if (productType === 'estimate') return issues;
  if (setting.priceTable.length === 0 || setting.enabledNums.length === 0)
    issues.push('a priced product needs a price table');
  if (setting.deliveryDates.length === 0) issues.push('a priced product needs delivery options');
  if (isSizedProductType(productType) && !setting.spec)
    issues.push('a sized product needs size limits (spec)');
  if (isShapedProductType(productType) && setting.shapes.length === 0)
    issues.push('a shaped product needs shapes');
  return issues;
}
