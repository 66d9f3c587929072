import { optionGroupNames, type OptionGroupName, type Product } from '@shop/domain/catalog';
import type { PricedItem } from './priced-item.ts';
import type { DetailOption, OrderDraft } from './price-result.ts';

export type DetailOptions = { [group in OptionGroupName]: DetailOption | null };

export function emptyDetailOptions(): DetailOptions {
  return Object.fromEntries(optionGroupNames.map((group) => [group, null])) as DetailOptions;
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
  const optionIds = Object.fromEntries(
    optionGroupNames.map((group) => [`${group}Id`, options[group]?.id ?? null]),
  ) as { [group in OptionGroupName as `${group}Id`]: number | null };
  return {
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
    ...charged,
    ...optionIds,
  };
}
