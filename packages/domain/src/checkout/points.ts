// Points (spec points 4 and 9): one point is one yen. Decision on earning:
// docs/decisions/0155-checkout-arithmetic.md.
import { assertYen } from './amounts.ts';

export interface PointContext {
  holdingPoint: number;
  cartTotal: number;
  discount: number;
}

function payable({ cartTotal, discount }: PointContext): number {
  return Math.max(0, cartTotal - Math.min(discount, cartTotal));
}

function assertContext(context: PointContext): void {
  assertYen('holdingPoint', context.holdingPoint);
  assertYen('cartTotal', context.cartTotal);
  assertYen('discount', context.discount);
}

/**
 * The points that may be used: the request clamped between 0 and the smaller of the points held
 * and (cart total − discount). Whatever a customer types (NaN, a fraction) gives a whole number.
 */
export function clampPointUse(requested: number, context: PointContext): number {
  assertContext(context);
  const upper = Math.min(context.holdingPoint, payable(context));
  if (!Number.isFinite(requested) || requested <= 0) return 0;
  return Math.min(Math.floor(requested), upper);
}

/** Full points payment is allowed only when the points held cover the total after discount. */
export function canPayAllByPoints(context: PointContext): boolean {
  assertContext(context);
  return context.holdingPoint >= payable(context);
}

/** 1% of what is paid for the goods (after coupon and points, without the COD fee), rounded down. */
export const POINT_RATE_PERCENT = 1;

export function pointsEarned(paidForGoods: number): number {
  assertYen('paidForGoods', paidForGoods);
  return Math.floor((paidForGoods * POINT_RATE_PERCENT) / 100);
}
