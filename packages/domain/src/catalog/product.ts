import { z } from 'zod';
import { isShapedProductType, isSizedProductType } from './product-type.ts';
import { productTypeSchema } from './product-type-schema.ts';
import { productSettingSchema } from './setting-schema.ts';

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

export const productSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    nameDetail: z.string(),
    productType: productTypeSchema,
    setting: productSettingSchema,
  })
  .superRefine((product, ctx) => {
    const { productType, setting } = product;
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['setting'] });
    if (productType === 'estimate') return;
    if (setting.priceTable.length === 0 || setting.enabledNums.length === 0)
      fail('a priced product needs a price table');
    if (setting.deliveryDates.length === 0) fail('a priced product needs delivery options');
    if (isSizedProductType(productType) && !setting.spec) fail('a sized product needs size limits (spec)');
    if (isShapedProductType(productType) && setting.shapes.length === 0)
      fail('a shaped product needs shapes');
  });

export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;
