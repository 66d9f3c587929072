// What a member may do with a whole purchase, from the statuses of its orders. The order-level rule
// is the domain's transition table (decision 0153); these lift it to the purchase the API acts on.
import {
  ORDER_STATUS,
  isCancellableByCustomer,
  isCancellationComplete,
  isCancellingStatus,
  isOrderStatus,
  isShipmentChangeable,
  type OrderStatus,
} from '@shop/domain/orders';

/** A stored status as the domain reads it; an unreadable value is unknown (0). */
export function statusOf(value: number): OrderStatus {
  return isOrderStatus(value) ? value : ORDER_STATUS.unknown;
}

/** Being cancelled or cancelled (90, 91, 92, 99). */
export function isCancelling(status: number): boolean {
  return isCancellingStatus(statusOf(status));
}

/**
 * The member cancels a purchase as a whole (decision 0361): allowed when no order has started
 * printing, and at least one is not cancelled already.
 */
export function isPurchaseCancellable(statuses: readonly number[]): boolean {
  const open = statuses.filter((status) => !isCancelling(status));
  return open.length > 0 && open.every((status) => isCancellableByCustomer(statusOf(status)));
}

/** The parcel can be redirected until any order of it ships; cancelled orders do not count. */
export function isPurchaseShipmentChangeable(statuses: readonly number[]): boolean {
  const open = statuses.filter((status) => !isCancelling(status));
  return open.length > 0 && open.every((status) => isShipmentChangeable(statusOf(status)));
}

/** Every order finished its cancellation (91, 92, 99): coupons and points go back (decision 0361). */
export function isPurchaseFullyCancelled(statuses: readonly number[]): boolean {
  return statuses.length > 0 && statuses.every((status) => isCancellationComplete(statusOf(status)));
}
