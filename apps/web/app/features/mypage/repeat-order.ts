// Spec point 4, "Repeating an order": the cart item a repeat puts in the cart, built from the item
// the order stored when it was bought. Decision 0481 (why repeatId is the order's own id).
import { repeatDeliveryDays, type Product } from '@shop/domain/catalog';
import { currentItemSchema, emptyProgress, reorderPreset, type CurrentItem } from '@shop/domain/configurator';
import type { ReorderHandoff } from '../../lib/reorder-handoff';

export interface RepeatableOrder {
  /** The order's database id: the repeat points at the order whose artwork it reuses. */
  id: number;
  /** The order's own free-format line as the shop set it, when it has one. */
  freeFormat: { title: string; body: string; amount: number; repeat: boolean } | null;
  /** The cart item as it was bought. */
  item: Record<string, unknown>;
}

type ServiceGroup = 'cutlineService' | 'whitedataService';

/** The product's explicit なし for a service, or no selection when it offers none. */
function noService(product: Product | undefined, group: ServiceGroup): CurrentItem[ServiceGroup] {
  const none = product?.setting.options[group]?.choices.find((choice) => choice.none);
  return none ? { id: none.id, name: none.name } : null;
}

const blankFreeFormat = { title: '', body: '', amount: 0, repeat: false };

/**
 * The item to add to the cart for a repeat of `order`, or null when the stored item no longer
 * reads as a cart item. `product` is the order's product from the catalogue (for its なし choices
 * and its repeat delivery rule: product 261's 3 days become 5).
 */
export function repeatOrderItem(order: RepeatableOrder, product: Product | undefined): CurrentItem | null {
  const parsed = currentItemSchema.safeParse(order.item);
  if (!parsed.success) return null;
  const stored = parsed.data;
  const freeFormat = order.freeFormat ?? stored.freeFormat;
  return {
    ...stored,
    // A new line of a new purchase: nothing of the old purchase's bookkeeping comes along.
    id: 0,
    purchaseId: null,
    orderId: null,
    status: 0,
    nameError: null,
    progress: emptyProgress(),
    repeatId: order.id,
    // The repeated order's artwork is carried by the shop (decision 0806), not a picked image.
    pickedImage: null,
    freeFormat: freeFormat.repeat ? { ...freeFormat } : { ...blankFreeFormat },
    shippingDate: null,
    cutlineService: noService(product, 'cutlineService'),
    whitedataService: noService(product, 'whitedataService'),
    deliveryDateProduct: product
      ? repeatDeliveryDays(product, stored.deliveryDateProduct)
      : stored.deliveryDateProduct,
  };
}

/**
 * 「仕様を変えてリピート注文」: the repeat item's choices as the configurator's starting preset, and the
 * order it repeats (issue 23 point 5). The repeat rules apply as for a plain repeat.
 */
export function reorderWithChanges(
  order: RepeatableOrder & { orderId: string; productId: number },
  product: Product | undefined,
): ReorderHandoff | null {
  const item = repeatOrderItem(order, product);
  return item
    ? { preset: reorderPreset(item), repeatId: order.id, orderId: order.orderId, productId: order.productId }
    : null;
}
