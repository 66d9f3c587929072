import type { OptionGroupName } from '@shop/domain/catalog';

/** An option as an item carries it: at least the chosen choice's id. */
export interface ChosenOption {
  id: number;
  name?: string;
}

export interface EstimateChild {
  no: number;
  amountWithTax: number;
}

/**
 * What the price engine reads from an item. The configurator's CurrentItem satisfies it, so the
 * API validates the item with that schema and passes it straight in.
 */
export type PricedItem = {
  type?: string;
  product: { id: number };
  name?: string;
  sizeX: number;
  sizeY: number;
  size: number;
  shape: { id: number } | null;
  num: number;
  deliveryDateProduct: number;
  repeatId: number;
  shippingDate?: string | null;
  freeFormat?: { title: string; body: string; amount: number; repeat: boolean };
  /** The answered estimate; its children carry the prices (product 159). */
  estimate?: { response: { children: EstimateChild[] } } | null;
  /** Which child of the estimate is ordered. */
  estimateData?: { no: number } | null;
} & { [group in OptionGroupName]?: ChosenOption | null };
