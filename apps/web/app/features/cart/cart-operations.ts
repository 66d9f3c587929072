// The operations of spec point 4 on /cart: each change re-prices its item at once with the shared
// engine (the server confirms afterwards, see use-price-confirmation). Plain store updates, so the
// tests drive them without a screen.
import { fieldMessages } from '@shop/domain/messages';
import { parseSizeInput, validateSize } from '@shop/domain/size';
import { trackRemoveFromCart } from './cart-analytics';
import { noErrors, type CartItem } from './cart-item';
import { reprice, type PricingContext } from './cart-pricing';
import { cartItemNameError } from './item-name';
import { useCartStore } from './store';

/** Re-prices every item (on opening the cart). Returns the items as they now are. */
export function repriceAll(context: PricingContext): CartItem[] {
  useCartStore.getState().updateItems((item) => reprice(item, context));
  return useCartStore.getState().items;
}

export function duplicateCartItem(id: number, now?: number): CartItem | null {
  return useCartStore.getState().duplicateItem(id, now);
}

/**
 * Items left the cart without being ordered: the images picked for them in the preview, kept on
 * the device, go too unless another item still holds them (decision 0808). The device store loads
 * only when there is such an image.
 */
function forgetPickedImagesOf(removed: readonly CartItem[]): void {
  const held = new Set(useCartStore.getState().items.map((item) => item.pickedImage));
  const keys = [...new Set(removed.flatMap((item) => (item.pickedImage ? [item.pickedImage] : [])))].filter(
    (key) => !held.has(key),
  );
  if (keys.length > 0)
    void import('../../lib/picked-image-store').then((store) => store.forgetPickedImages(keys));
}

/** Deletes the item and sends remove_from_cart for it (spec point 4: delete emits a remove event). */
export function deleteCartItem(id: number): CartItem | null {
  const removed = useCartStore.getState().removeItem(id);
  if (removed) {
    trackRemoveFromCart([removed]);
    forgetPickedImagesOf([removed]);
  }
  return removed;
}

/** Empties the cart; the items leave with one remove_from_cart event. */
export function clearCart(): CartItem[] {
  const { items, clear } = useCartStore.getState();
  clear();
  trackRemoveFromCart(items);
  forgetPickedImagesOf(items);
  return items;
}

/** Names the item (decision 0420); the name never changes the price, so nothing is re-priced. */
export function renameCartItem(id: number, name: string): void {
  useCartStore.getState().updateItem(id, (item) => ({ ...item, name, nameError: cartItemNameError(name) }));
}

export function changeDeliveryDate(id: number, days: number, context: PricingContext): void {
  useCartStore.getState().updateItem(id, (item) => reprice({ ...item, deliveryDateProduct: days }, context));
}

export function changeNum(id: number, num: number, context: PricingContext): void {
  useCartStore.getState().updateItem(id, (item) => reprice({ ...item, num }, context));
}

/**
 * Changes width and height as typed (full-width digits allowed). Text that is not a whole number
 * keeps the last numbers, shows the size validator's message and leaves the item without a price.
 */
export function changeSize(id: number, sizeX: string, sizeY: string, context: PricingContext): void {
  const x = parseSizeInput(sizeX);
  const y = parseSizeInput(sizeY);
  useCartStore.getState().updateItem(id, (item) => {
    if (Number.isNaN(x) || Number.isNaN(y)) {
      const message = validateSize({ sizeX: x, sizeY: y, spec: item.spec }) ?? fieldMessages.sizeInteger;
      return {
        ...item,
        size: 0,
        amountProduct: 0,
        amountOption: 0,
        amountTotal: 0,
        calcResult: null,
        errors: { ...noErrors(), size: { message } },
      };
    }
    return reprice({ ...item, sizeX: x, sizeY: y }, context);
  });
}
