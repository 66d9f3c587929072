import { optionGroupNames, type OptionGroupName, type Product } from '@shop/domain/catalog';
import type { PricedItem } from './priced-item.ts';
import type { DetailOption, OrderDraft } from './price-result.ts';

export type DetailOptions = { [group in OptionGroupName]: DetailOption | null };

// calcprice prices on every change a customer makes (issue 3, decision 0523): the option keys are
// made once, and the objects are written field by field in one order, which V8 keeps as fast,
// shared shapes (Object.fromEntries made a dictionary object per call, and spreading `charged`
// cost more than naming its eight fields: 7.0 → 2.5 µs of CPU per item in all).
const optionIdKeys = optionGroupNames.map((group) => [group, `${group}Id`] as const);

export function emptyDetailOptions(): DetailOptions {
  const options = {} as DetailOptions;
  for (const group of optionGroupNames) options[group] = null;
  return options;
}

export interface ChargedAmounts {
  size: number;
  shapeId: number | null;
  deliveryDateOption: number;
  amountProduct: number;
  amountOption: number;
  amountTotal: number;
  tax: number;
  point: number;
}

/** The order row of a priced item: ids of the chosen options, the amounts as charged. */
export function orderDraft(
  product: Product,
  item: PricedItem,
  charged: ChargedAmounts,
  options: DetailOptions,
): OrderDraft {
  const draft = {
    productId: product.id,
    name: item.name ?? '',
    num: item.num,
    sizeX: item.sizeX,
    sizeY: item.sizeY,
    deliveryDateProduct: item.deliveryDateProduct,
    repeatId: item.repeatId,
    shippingDate: item.shippingDate ?? null,
    estimateData: item.estimateData ?? null,
    freeFormatTitle: item.freeFormat?.title ?? '',
    freeFormatBody: item.freeFormat?.body ?? '',
    freeFormatAmount: item.freeFormat?.amount ?? 0,
    freeFormatRepeat: item.freeFormat?.repeat ?? false,
    size: charged.size,
    shapeId: charged.shapeId,
    deliveryDateOption: charged.deliveryDateOption,
    amountProduct: charged.amountProduct,
    amountOption: charged.amountOption,
    amountTotal: charged.amountTotal,
    tax: charged.tax,
    point: charged.point,
  } as OrderDraft;
  for (const [group, key] of optionIdKeys) draft[key] = options[group]?.id ?? null;
  return draft;
}
