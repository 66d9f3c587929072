// The cart's lines as the final order review states them (decision 0650): what each is, how many,
// its price, and when it ships and arrives at the chosen destination if ordered now.
import { formatShippingDate, type CalendarDay, type Holiday } from '@shop/domain/calendar';
import type { CartItem } from './cart-item';
import { toCatalogue, type ListedProduct } from './catalogue';
import { withShippingDate } from './cart-pricing';
import { itemSpecification, productName } from './item-facts';

export interface CartReviewLine {
  id: number;
  productName: string;
  name: string;
  specification: [string, string][];
  num: number | null;
  amount: number;
  shipping: string | null;
  arrival: string | null;
}

export function cartReviewLines(
  items: readonly CartItem[],
  products: readonly ListedProduct[] | undefined,
  holidays: readonly Holiday[] | null,
  now: Date,
  /**
   * The arrival for a shipping day at the chosen destination (decision 0804), given by the route:
   * its code loads apart from the page, so until then (or if it cannot) no arrival is said.
   */
  arrival: ((shipped: CalendarDay) => string) | null,
): CartReviewLine[] {
  const catalogue = toCatalogue(products ?? []);
  return items.map((item) => {
    const product = catalogue.get(item.product.id);
    const dated = withShippingDate(item, holidays, now);
    // Without the holidays the date could be wrong: nothing is said until they have loaded.
    const shipped = holidays ? dated.shippingDate : null;
    return {
      id: item.id,
      productName: productName(item, product),
      name: item.name.trim(),
      specification: itemSpecification(item, product),
      num: item.type === 'estimate' ? null : item.num,
      amount: item.amountTotal,
      shipping: shipped ? formatShippingDate(shipped) : null,
      arrival: shipped && arrival ? arrival(shipped) : null,
    };
  });
}
