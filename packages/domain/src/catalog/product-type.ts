// Product types, free of zod so that pages can tell them apart without loading it; the schema is in
// product-type-schema.ts (decision 0560).

export const productTypes = ['general', 'bigsticker', 'numbering', 'pop', 'embos', 'estimate'] as const;
export type ProductType = (typeof productTypes)[number];

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
