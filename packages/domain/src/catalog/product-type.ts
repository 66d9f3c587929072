import { z } from 'zod';

export const productTypes = ['general', 'bigsticker', 'numbering', 'pop', 'embos', 'estimate'] as const;
export const productTypeSchema = z.enum(productTypes);
export type ProductType = z.infer<typeof productTypeSchema>;

/** Product types sized by the customer in mm (spec point 4: the size step comes first). */
export const sizedProductTypes = ['general', 'bigsticker'] as const satisfies readonly ProductType[];
/** Product types sold in fixed shapes (spec point 4: shape, then deliveryDate, then num). */
export const shapedProductTypes = ['numbering', 'pop', 'embos'] as const satisfies readonly ProductType[];

export type SizedProductType = (typeof sizedProductTypes)[number];
export type ShapedProductType = (typeof shapedProductTypes)[number];

export function isSizedProductType(type: ProductType): type is SizedProductType {
  return (sizedProductTypes as readonly ProductType[]).includes(type);
}

export function isShapedProductType(type: ProductType): type is ShapedProductType {
  return (shapedProductTypes as readonly ProductType[]).includes(type);
}
