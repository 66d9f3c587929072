// The cart's GA4 ecommerce events (spec point 1). One cart line is one GA4 item with quantity 1 and
// its tax-included amount as price: a line is one print job (100 or 5,000 stickers alike), so
// GA4's item counts read as jobs. Decision 0426.
import { pushEcommerceEvent, type Ga4Item } from '../../lib/analytics';
import { cartTotal, type CartItem } from './cart-item';

export function ga4ItemOf(item: CartItem, index: number): Ga4Item {
  const detail = item.calcResult;
  const variant = [detail?.sizeName, `${item.num}枚`].filter(Boolean).join(' ');
  return {
    item_id: String(item.product.id),
    item_name: detail?.product.name ?? `商品${item.product.id}`,
    item_category: item.productType,
    item_variant: variant,
    price: item.amountTotal,
    quantity: 1,
    index,
  };
}

/** view_cart: the cart as shown, once per visit to /cart. */
export function trackViewCart(items: readonly CartItem[]): void {
  pushEcommerceEvent('view_cart', {
    currency: 'JPY',
    value: cartTotal(items),
    items: items.map(ga4ItemOf),
  });
}

/** remove_from_cart: the items taken out by one action (one for delete, all for clear). */
export function trackRemoveFromCart(removed: readonly CartItem[]): void {
  if (removed.length === 0) return;
  pushEcommerceEvent('remove_from_cart', {
    currency: 'JPY',
    value: cartTotal(removed),
    items: removed.map(ga4ItemOf),
  });
}
