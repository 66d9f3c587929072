import {
  isShapedProductType,
  isSizedProductType,
  type Product,
  type ProductType,
} from '@shop/domain/catalog';

/** The entries of the form progress map (spec point 3), in the spec's order. */
export const stepNames = [
  'size',
  'adhesive',
  'ondemandFoil',
  'whiteInk',
  'whitedataService',
  'lamination',
  'format',
  'halfcut',
  'cutpath',
  'cutlineService',
  'slit',
  'backSide',
  'deliveryForm',
  'sendCopy',
  'deliveryDate',
  'num',
  'shape',
  'individualPackaging',
] as const;
export type StepName = (typeof stepNames)[number];

const sizedStepOrder = [
  'size',
  'adhesive',
  'ondemandFoil',
  'whiteInk',
  'whitedataService',
  'lamination',
  'format',
  'cutlineService',
  'halfcut',
  'cutpath',
  'slit',
  'backSide',
  'deliveryForm',
  'sendCopy',
  'deliveryDate',
  'num',
  'individualPackaging',
] as const satisfies readonly StepName[];

const shapedStepOrder = ['shape', 'deliveryDate', 'num'] as const satisfies readonly StepName[];

/** The order of the steps for a product type, exactly as spec point 4 gives it. */
export function stepOrder(productType: ProductType): readonly StepName[] {
  if (isSizedProductType(productType)) return sizedStepOrder;
  if (isShapedProductType(productType)) return shapedStepOrder;
  return [];
}

export function isStepOffered(product: Product, step: StepName): boolean {
  switch (step) {
    case 'size':
      return isSizedProductType(product.productType);
    case 'shape':
      return isShapedProductType(product.productType);
    case 'deliveryDate':
    case 'num':
      return product.productType !== 'estimate';
    default:
      return product.setting.options[step] !== undefined;
  }
}

/** The steps this product shows, in order: the groups it does not offer are skipped. */
export function productSteps(product: Product): StepName[] {
  return stepOrder(product.productType).filter((step) => isStepOffered(product, step));
}
