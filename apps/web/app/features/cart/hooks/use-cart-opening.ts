import { noticeMessages } from '@shop/domain/messages';
import { useEffect, useRef } from 'react';
import { showToast } from '../../../ui/toast-store';
import { trackViewCart } from '../cart-analytics';
import { repriceAll } from '../cart-operations';
import type { PricingContext } from '../cart-pricing';
import { useCartStore } from '../store';

/**
 * Spec point 2: on opening /cart every item is re-priced and view_cart is sent, once per visit.
 * `ready` once the stored cart is read and the products have loaded (or failed to: the server
 * then prices alone). A ref keeps it to one run however often React renders or, in StrictMode,
 * runs the effect twice.
 */
export function useCartOpening(context: () => PricingContext, ready: boolean): void {
  const opened = useRef(false);
  useEffect(() => {
    if (!ready || opened.current) return;
    opened.current = true;
    const current = context();
    const items = current.catalogue ? repriceAll(current) : useCartStore.getState().items;
    // Spec point 8: an item that cannot be ordered as it is gets the warning toast; it stays.
    if (items.some((item) => item.errors.price.message === noticeMessages.cannotOrder)) {
      showToast(noticeMessages.cannotOrder, 'warning');
    }
    trackViewCart(items);
  }, [ready, context]);
}
