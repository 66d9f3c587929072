import type { Product } from '@shop/domain/catalog';
import type { CurrentItem } from '@shop/domain/configurator';
import { calculatePrice, type PriceDetail, type PriceOutcome } from '@shop/domain/pricing';
import type { ServerPrice } from './api/calc-price';

export interface ShownPrice {
  detail: PriceDetail | null;
  /** The server has priced the item as it is now (a quiet ✓, never a spinner before it). */
  confirmed: boolean;
  /** The server's figure differs from the browser's and replaced it. */
  corrected: boolean;
  /** No network: the figure is the browser's, a reference until the order (decision 0815). */
  offline: boolean;
}

/**
 * What the price bar shows: the browser's figure at once, the server's once it answers for the
 * item as it is now. The server is the authority, so its figure wins when they differ, and an
 * item it refuses has no price at all.
 */
export function shownPrice(local: PriceDetail | null, server: ServerPrice): ShownPrice {
  if (server.status === 'refused')
    return { detail: null, confirmed: false, corrected: false, offline: false };
  if (server.status !== 'confirmed') {
    return { detail: local, confirmed: false, corrected: false, offline: server.status === 'offline' };
  }
  const corrected = local === null || local.amountTotal !== server.detail.amountTotal;
  return { detail: server.detail, confirmed: true, corrected, offline: false };
}

/** The item the cart receives: with the server's amounts when it has priced this very item. */
export function itemForCart(item: CurrentItem, server: ServerPrice): CurrentItem {
  if (server.status !== 'confirmed') return item;
  const { amountProduct, amountOption, amountTotal } = server.detail;
  return { ...item, amountProduct, amountOption, amountTotal };
}

/**
 * What a different answer would cost compared with the item as it is: the total with `patch`
 * applied minus the current total, by the shared engine. null when either cannot be priced.
 */
export function priceDifference(
  product: Product,
  item: CurrentItem,
  current: PriceDetail | null,
  patch: Partial<CurrentItem>,
): number | null {
  if (!current) return null;
  const outcome = calculatePrice(product, { ...item, ...patch });
  return outcome.ok ? outcome.result.detail.amountTotal - current.amountTotal : null;
}

/** The total for another quantity, for the quantity list (null when it cannot be priced). */
export function totalFor(product: Product, item: CurrentItem, patch: Partial<CurrentItem>): number | null {
  const outcome = calculatePrice(product, { ...item, ...patch });
  return outcome.ok ? outcome.result.detail.amountTotal : null;
}

/**
 * A refusal worth a warning toast (spec point 8, 指定された条件ではご注文いただけません): the item
 * has a size and a quantity but the engine will not price the combination. An answer still
 * missing (a required step not reached) is not a refusal: the price simply waits for it.
 */
export function localRefusal(
  product: Product,
  item: CurrentItem,
): Extract<PriceOutcome, { ok: false }> | null {
  if (item.size === 0 || item.num === 0) return null;
  const outcome = calculatePrice(product, item);
  if (outcome.ok || outcome.reason === 'optionRequired') return null;
  return outcome;
}

const decimal = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });

/** The price per piece, as Japanese shops print it: ¥25.3 under ¥100, whole yen above. */
export function formatUnitPrice(amountTotal: number, num: number): string | null {
  if (num <= 0) return null;
  const unit = amountTotal / num;
  return `¥${unit >= 100 ? decimal.format(Math.round(unit)) : decimal.format(Math.round(unit * 10) / 10)}`;
}

/** +¥1,100 / −¥330 / ±¥0, for what a choice changes. */
export function formatDifference(amount: number): string {
  const digits = decimal.format(Math.abs(amount));
  if (amount > 0) return `+¥${digits}`;
  if (amount < 0) return `−¥${digits}`;
  return '±¥0';
}
