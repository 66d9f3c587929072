// The zod-free parts of the current item (decision 0563, after 0560): the value that clears an
// option, the empty progress map and a blank item with every default of `currentItemSchema`, so the
// configurator builds an item without loading zod. `current-item.ts` keeps the schema.
import type { ProductType, SizeSpec } from '@shop/domain/catalog';
import type { CurrentItem } from './current-item.ts';
import { stepNames, type StepName } from './steps.ts';

/** The value that clears an option (spec point 4). */
export const clearOptionValue = -999;

export interface StepProgress {
  active: boolean;
  touched: boolean;
  error: string | null;
  additionalDays: number;
}
export type Progress = Record<StepName, StepProgress>;

export function emptyProgress(): Progress {
  return Object.fromEntries(
    stepNames.map((step) => [step, { active: false, touched: false, error: null, additionalDays: 0 }]),
  ) as Progress;
}

/** What a blank item is made for: the fields `currentItemSchema` has no default for, and the spec. */
export interface BlankItemFields {
  type: CurrentItem['type'];
  productType: ProductType;
  product: { id: number };
  spec: SizeSpec | null;
}

/**
 * The item `currentItemSchema.parse(fields)` gives for these fields: every other field at its
 * default. Built by hand so that the configurator's first view needs no zod; a test checks that
 * both agree.
 */
export function blankCurrentItem(fields: BlankItemFields): CurrentItem {
  return {
    id: 0,
    type: fields.type,
    productType: fields.productType,
    product: { id: fields.product.id },
    spec: fields.spec ? { ...fields.spec } : null,
    purchaseId: null,
    orderId: null,
    status: 0,
    name: '',
    nameError: null,
    repeatId: 0,
    shippingDate: null,
    sizeX: 0,
    sizeY: 0,
    size: 0,
    shape: null,
    num: 0,
    deliveryDateProduct: 5,
    deliveryDateOption: 0,
    amountProduct: 0,
    amountOption: 0,
    amountTotal: 0,
    enabledNums: null,
    enabledDeliveryDate: [7, 5, 3, 2],
    freeFormat: { title: '', body: '', amount: 0, repeat: false },
    estimate: null,
    estimateData: null,
    progress: emptyProgress(),
    adhesive: null,
    ondemandFoil: null,
    whiteInk: null,
    whitedataService: null,
    lamination: null,
    format: null,
    cutlineService: null,
    halfcut: null,
    cutpath: null,
    slit: null,
    backSide: null,
    deliveryForm: null,
    sendCopy: null,
    individualPackaging: null,
  };
}
