import type { z } from 'zod/mini';
import type { detailOptionSchema, priceDetailSchema } from '../answers/pricing.ts';
import type { OptionGroupName } from '@shop/domain/catalog';
import type { PricedItem } from './priced-item.ts';

/** A chosen option in the price detail: its name and what it adds, tax included. */
export type DetailOption = z.output<typeof detailOptionSchema>;

/** The spec's price detail, as the calcprice answer's schema defines it (answers/pricing.ts). */
export type PriceDetail = z.output<typeof priceDetailSchema>;

/** The order row a priced item becomes (ids, not names; amounts as charged). */
export type OrderDraft = {
  productId: number;
  shapeId: number | null;
  name: string;
  num: number;
  size: number;
  sizeX: number;
  sizeY: number;
  deliveryDateProduct: number;
  deliveryDateOption: number;
  amountProduct: number;
  amountOption: number;
  amountTotal: number;
  tax: number;
  point: number;
  repeatId: number;
  shippingDate: string | null;
  estimateData: { no: number } | null;
  freeFormatTitle: string;
  freeFormatBody: string;
  freeFormatAmount: number;
  freeFormatRepeat: boolean;
} & { [group in OptionGroupName as `${group}Id`]: number | null };

export type PricedCartItem<T extends PricedItem> = T & {
  size: number;
  deliveryDateOption: number;
  amountProduct: number;
  amountOption: number;
  amountTotal: number;
};

/** The spec's price result. */
export interface PriceResult<T extends PricedItem = PricedItem> {
  detail: PriceDetail;
  cartItem: PricedCartItem<T>;
  order: OrderDraft;
}

export type PriceErrorField =
  OptionGroupName | 'product' | 'size' | 'shape' | 'num' | 'deliveryDate' | 'estimate';
export type PriceErrors = Partial<Record<PriceErrorField, string>>;

export type PriceFailureReason =
  | 'productMismatch'
  | 'estimateNotFound'
  | 'sizeInvalid'
  | 'shapeInvalid'
  | 'quantityNotEnabled'
  | 'deliveryNotOffered'
  | 'optionRequired'
  | 'optionNotOffered'
  | 'restricted';

export interface PriceFailure {
  ok: false;
  /** Why, for logs and the API (the first problem found). */
  reason: PriceFailureReason;
  /** The toast of spec point 8: 指定された条件ではご注文いただけません. */
  message: string;
  /** One Japanese message per field that cannot be ordered as chosen. */
  errors: PriceErrors;
}

export type PriceOutcome<T extends PricedItem = PricedItem> =
  { ok: true; result: PriceResult<T> } | PriceFailure;
