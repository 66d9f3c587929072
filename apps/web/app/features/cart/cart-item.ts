// The cart line of spec point 3 and the arithmetic every screen may need. Types and plain
// functions only: the header's cart link imports this, so nothing heavy may come in here.
import type { CurrentItem } from '@shop/domain/configurator';
import type { PriceDetail } from '@shop/domain/pricing';

export interface CartItemErrors {
  /** The size validator's message (spec point 5); the item cannot go to checkout while set. */
  size: { message: string | null };
  /**
   * Why the item cannot be ordered as it is (spec point 8: 指定された条件ではご注文いただけません),
   * with the reasons of the price engine or the server; null when it can.
   */
  price: { message: string | null; reasons: string[] };
}

/** A cart item is a current item plus its last price result and its errors (spec point 3). */
export interface CartItem extends CurrentItem {
  calcResult: PriceDetail | null;
  errors: CartItemErrors;
}

export function noErrors(): CartItemErrors {
  return { size: { message: null }, price: { message: null, reasons: [] } };
}

/** Spec point 4: the cart total is the sum of the items' amountTotal. */
export function cartTotal(items: readonly Pick<CartItem, 'amountTotal'>[]): number {
  return items.reduce((sum, item) => sum + item.amountTotal, 0);
}

/** True when the item has an error that keeps the cart from checkout. */
export function hasItemError(item: CartItem): boolean {
  return (
    item.errors.size.message !== null ||
    item.errors.price.message !== null ||
    item.nameError !== null ||
    item.calcResult === null
  );
}

/** A timestamp id that stays unique when two items are added in the same millisecond. */
export function timestampId(items: readonly Pick<CartItem, 'id'>[], now: number): number {
  const latest = items.reduce((max, item) => Math.max(max, item.id), 0);
  return now > latest ? now : latest + 1;
}
