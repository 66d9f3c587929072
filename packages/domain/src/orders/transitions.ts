// Which order status may follow which, and who may cause the move. The spec leaves this open
// (point 4); the table is ours: docs/decisions/0153-order-status-transitions.md. Every status
// change in the API goes through assertTransition, so the table is the only place the rule lives.
import { orderMessages } from '../messages/index.ts';
import { ORDER_STATUS as S, type OrderStatus } from './status.ts';

/** Who causes a move: the member, the payment provider's answer, shop staff, or a scheduled job. */
export type TransitionActor = 'customer' | 'payment' | 'staff' | 'system';
export const TRANSITION_ACTORS: readonly TransitionActor[] = ['customer', 'payment', 'staff', 'system'];

interface Move {
  to: OrderStatus;
  by: readonly TransitionActor[];
}

// 0 (unknown) is what an unreadable stored value reads as; nothing moves into or out of it.
// 9, 91, 92 and 99 are final.
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly Move[]>> = {
  [S.unknown]: [],
  // Cash on delivery: nothing is paid before shipping.
  [S.ordered]: [
    { to: S.uploaded, by: ['customer'] },
    { to: S.waitingResponse, by: ['staff'] },
    { to: S.canceled, by: ['customer', 'staff'] },
  ],
  [S.purchased]: [
    { to: S.uploaded, by: ['customer'] },
    { to: S.waitingResponse, by: ['staff'] },
    { to: S.cancelRequested, by: ['customer', 'staff'] },
  ],
  [S.uploaded]: [
    { to: S.datachecked, by: ['staff'] },
    { to: S.waitingReUpload, by: ['staff'] },
    { to: S.waitingResponse, by: ['staff'] },
    { to: S.cancelRequested, by: ['customer', 'staff'] },
  ],
  [S.waitingReUpload]: [
    { to: S.uploaded, by: ['customer'] },
    { to: S.waitingResponse, by: ['staff'] },
    { to: S.cancelRequested, by: ['customer', 'staff'] },
  ],
  // From here the order is in production: only the shop can still stop it.
  [S.datachecked]: [
    { to: S.printed, by: ['staff'] },
    { to: S.cancelRequested, by: ['staff'] },
  ],
  [S.printed]: [
    { to: S.shipped, by: ['staff'] },
    { to: S.cancelRequested, by: ['staff'] },
  ],
  [S.shipped]: [{ to: S.delivered, by: ['staff', 'system'] }],
  [S.delivered]: [],
  // Card (3-D Secure) and other prepaid methods wait here until the payment is confirmed; a 後払い
  // order held for the provider's review waits here too and, passed, goes on as if just ordered
  // (decision 0826).
  [S.waitingPurchase]: [
    { to: S.purchased, by: ['payment', 'staff'] },
    { to: S.ordered, by: ['payment'] },
    { to: S.canceled, by: ['customer', 'payment', 'staff', 'system'] },
  ],
  // The shop asked the customer something (artwork, proof); the answer comes by mail or phone.
  [S.waitingResponse]: [
    { to: S.uploaded, by: ['customer', 'staff'] },
    { to: S.waitingReUpload, by: ['staff'] },
    { to: S.datachecked, by: ['staff'] },
    { to: S.cancelRequested, by: ['customer', 'staff'] },
  ],
  // Something may have been paid: the refund decides how the cancellation ends.
  [S.cancelRequested]: [
    { to: S.paybackedAll, by: ['payment', 'staff'] },
    { to: S.paybacked, by: ['payment', 'staff'] },
    { to: S.canceled, by: ['staff'] },
  ],
  [S.paybackedAll]: [],
  [S.paybacked]: [],
  [S.canceled]: [],
};

/** True when `actor` may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: TransitionActor): boolean {
  return ORDER_TRANSITIONS[from].some((move) => move.to === to && move.by.includes(actor));
}

/** The statuses `actor` may move an order in `from` to. */
export function nextStatuses(from: OrderStatus, actor: TransitionActor): OrderStatus[] {
  return ORDER_TRANSITIONS[from].filter((move) => move.by.includes(actor)).map((move) => move.to);
}

/** A refused status change; the API answers it with 409 and this message. */
export class OrderTransitionError extends Error {
  override readonly name = 'OrderTransitionError';
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
    readonly actor: TransitionActor,
    message: string = orderMessages.transitionRefused,
  ) {
    super(message);
  }
}

/** Throws OrderTransitionError unless the move is allowed. */
export function assertTransition(from: OrderStatus, to: OrderStatus, actor: TransitionActor): void {
  if (!canTransition(from, to, actor)) throw new OrderTransitionError(from, to, actor);
}

/**
 * Where a customer's cancellation leads: straight to canceled when nothing was paid, to
 * cancelRequested when a refund may be due; null when the customer may no longer cancel.
 */
export function customerCancellationTarget(from: OrderStatus): OrderStatus | null {
  const targets = nextStatuses(from, 'customer');
  if (targets.includes(S.canceled)) return S.canceled;
  if (targets.includes(S.cancelRequested)) return S.cancelRequested;
  return null;
}

/** The customer may cancel until printing starts (5 onwards). */
export function isCancellableByCustomer(status: OrderStatus): boolean {
  return customerCancellationTarget(status) !== null;
}

const BEFORE_SHIPPING: readonly OrderStatus[] = [
  S.ordered,
  S.purchased,
  S.uploaded,
  S.waitingReUpload,
  S.datachecked,
  S.printed,
  S.waitingPurchase,
  S.waitingResponse,
];

/** The destination, source and delivery time may change until the parcel is shipped. */
export function isShipmentChangeable(status: OrderStatus): boolean {
  return BEFORE_SHIPPING.includes(status);
}

/** The customer may upload artwork while it is expected: before and after the data check asks again. */
export function isUploadable(status: OrderStatus): boolean {
  return canTransition(status, S.uploaded, 'customer') || status === S.uploaded;
}

/**
 * The status a new order starts at when a reorder carries the repeated order's artwork onto it
 * (issue 23 point 5, decision 0806): the move an upload makes (1 or 2 → 3), as if the customer had
 * sent the file at purchase. An order awaiting payment (10) takes no artwork by the table, so it
 * keeps its status; the carried file waits on it as an upload would after payment.
 */
export function statusWithCarriedArtwork(initial: OrderStatus): OrderStatus {
  return canTransition(initial, S.uploaded, 'customer') ? S.uploaded : initial;
}

/** In the member's active-orders list: on its way, not yet delivered, not finally cancelled. */
export function isActive(status: OrderStatus): boolean {
  return BEFORE_SHIPPING.includes(status) || status === S.shipped || status === S.cancelRequested;
}

/** Cancellation finished (91, 92, 99): the customer reads キャンセル完了. */
export function isCancellationComplete(status: OrderStatus): boolean {
  return status === S.paybackedAll || status === S.paybacked || status === S.canceled;
}
