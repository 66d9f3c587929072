// Re-pricing a cart item with the shared engine (instant) and taking the server's answer
// (authoritative). Spec point 4: priced only when num > 0 and the size is set; repeat items need
// no size; estimate items are priced from their estimate. Decision 0422.
import { shippingDate, type Holiday } from '@shop/domain/calendar';
import { isSizedProductType, optionGroupNames, type Product } from '@shop/domain/catalog';
import { settleItem } from '@shop/domain/configurator';
import { configuratorMessages, noticeMessages } from '@shop/domain/messages';
import { calculatePrice, type PriceDetail } from '@shop/domain/pricing';
import { validateSize } from '@shop/domain/size';
import { noErrors, type CartItem } from './cart-item';
import { cartMessages } from './cart-messages';
import type { Catalogue } from './catalogue';

/** What re-pricing needs besides the item: the products, and the calendar for the shipping date. */
export interface PricingContext {
  /** null while the products have not loaded (the server then prices alone). */
  catalogue: Catalogue | null;
  /** null while the holidays have not loaded (the shipping date is then left as it was). */
  holidays: readonly Holiday[] | null;
  now: Date;
}

/** The day the item ships if ordered now (spec point 3: shippingDate), for the screen and the order. */
export function withShippingDate(item: CartItem, holidays: readonly Holiday[] | null, now: Date): CartItem {
  if (!holidays) return item;
  const days = item.deliveryDateProduct + item.deliveryDateOption;
  return { ...item, shippingDate: shippingDate(now, days, holidays) };
}

/** The item priced with whatever the context offers: the engine when the products are known. */
export function reprice(item: CartItem, context: PricingContext): CartItem {
  const priced = context.catalogue ? repriceLocally(item, context.catalogue) : item;
  return withShippingDate(priced, context.holidays, context.now);
}

/** A repeat order without dimensions keeps the size of the order it repeats. */
export function keepsRepeatedSize(item: Pick<CartItem, 'repeatId' | 'sizeX' | 'sizeY'>): boolean {
  return item.repeatId !== 0 && item.sizeX === 0 && item.sizeY === 0;
}

/** Whether the customer may change the item's width and height in the cart. */
export function hasEditableSize(item: CartItem): boolean {
  return isSizedProductType(item.productType) && item.type !== 'estimate' && item.repeatId === 0;
}

/** The size validator's message for the item (spec point 5), or null. */
export function cartSizeError(item: CartItem, product?: Product): string | null {
  if (!isSizedProductType(item.productType) || item.type === 'estimate' || keepsRepeatedSize(item))
    return null;
  if (item.sizeX === 0 || item.sizeY === 0) return configuratorMessages.sizeNotSet;
  return validateSize({
    sizeX: item.sizeX,
    sizeY: item.sizeY,
    spec: item.spec ?? product?.setting.spec ?? null,
    repeatId: item.repeatId,
  });
}

/** Spec point 4: pricing is asked for only when num > 0 and the size is set (repeat and estimate items need no size). */
export function isPriceable(item: CartItem): boolean {
  return item.num > 0 && (item.size > 0 || item.repeatId !== 0 || item.type === 'estimate');
}

const unpriced = { amountProduct: 0, amountOption: 0, amountTotal: 0, calcResult: null } as const;

/** The item as one that cannot be ordered: no price (so it adds nothing to the total) and why. */
export function refused(
  item: CartItem,
  reasons: readonly string[],
  message: string = noticeMessages.cannotOrder,
): CartItem {
  return {
    ...item,
    ...unpriced,
    errors: { size: { message: null }, price: { message, reasons: [...new Set(reasons)] } },
  };
}

function definedMessages(errors: Partial<Record<string, string>>): string[] {
  return Object.values(errors).filter((message): message is string => typeof message === 'string');
}

/**
 * The item priced in the browser with the shared engine: size class, enabled quantities (num
 * snapped to them), the options' extra days and the price, as the configurator derives them.
 */
export function repriceLocally(item: CartItem, catalogue: Catalogue): CartItem {
  const product = catalogue.get(item.product.id);
  if (!product) return refused(item, [cartMessages.productUnavailable]);
  const { item: settled } = settleItem(product, item);
  const base: CartItem = { ...item, ...settled, nameError: item.nameError };
  const sizeMessage = cartSizeError(base, product);
  if (sizeMessage) {
    return { ...base, ...unpriced, size: 0, errors: { ...noErrors(), size: { message: sizeMessage } } };
  }
  if (!isPriceable(base)) {
    return {
      ...base,
      ...unpriced,
      errors: { ...noErrors(), price: { message: cartMessages.quantityNotSet, reasons: [] } },
    };
  }
  const outcome = calculatePrice(product, base);
  if (!outcome.ok) return refused(base, definedMessages(outcome.errors), outcome.message);
  return withPrice(base, outcome.result.detail, outcome.result.cartItem);
}

/** The item with a price result (local or from the server). */
export function withPrice(
  item: CartItem,
  detail: PriceDetail,
  charged: { size: number; deliveryDateOption: number },
): CartItem {
  return {
    ...item,
    size: charged.size,
    deliveryDateOption: charged.deliveryDateOption,
    amountProduct: detail.amountProduct,
    amountOption: detail.amountOption,
    amountTotal: detail.amountTotal,
    calcResult: detail,
    errors: noErrors(),
  };
}

/**
 * What the server prices: every fact the customer chose, none of what pricing derives. When it
 * changes, the item is confirmed with `calcprice` again.
 */
export function pricingKey(item: CartItem): string {
  return JSON.stringify([
    item.type,
    item.product.id,
    item.sizeX,
    item.sizeY,
    keepsRepeatedSize(item) ? item.size : 0,
    item.shape?.id ?? null,
    item.num,
    item.deliveryDateProduct,
    item.repeatId,
    optionGroupNames.map((group) => item[group]?.id ?? null),
    item.freeFormat.amount,
    item.estimate?.estimateNumber ?? null,
    item.estimateData?.no ?? null,
  ]);
}

/**
 * Whether `calcprice` should confirm the item: it must be priceable and without a size error.
 * When the engine could run in the browser, an item it refused is not sent (the server runs the
 * same engine); without the catalogue the server is the only judge.
 */
export function needsServerPrice(item: CartItem, pricedLocally: boolean): boolean {
  if (item.errors.size.message !== null || !isPriceable(item)) return false;
  return !pricedLocally || item.errors.price.message === null;
}
