// The orders placed from estimates, for My page and the back office alike (decision 0718): the purchase
// records the estimate's number in `orders.estimate_data` (purchase-rows.ts) and leaves the estimate
// row alone (decision 0525), so these orders are what makes an estimate ご注文済み.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/domain/orders';
import type { Database, Transaction } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

export interface OrderFromEstimate {
  estimateNumber: string;
  orderId: string;
  purchaseId: string;
}

/**
 * The orders that name these estimates and are not cancelled, oldest first. My page passes the
 * member (`userId`) so that it never lists anyone else's order numbers; staff see every order.
 */
export async function ordersFromEstimates(
  db: Database | Transaction,
  estimateNumbers: readonly string[],
  userId?: number,
): Promise<OrderFromEstimate[]> {
  if (estimateNumbers.length === 0) return [];
  const number = sql<string>`${orders.estimateData}->>'estimateNumber'`;
  const conditions = [inArray(number, [...estimateNumbers]), ne(orders.status, ORDER_STATUS.canceled)];
  if (userId !== undefined) conditions.push(eq(orders.userId, userId));
  return db
    .select({ estimateNumber: number, orderId: orders.orderId, purchaseId: orders.purchaseId })
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.id));
}

/** The orders of one estimate, from those found for a page of them. */
export function ordersOf(
  estimateNumber: string,
  placed: readonly OrderFromEstimate[],
): { orderId: string; purchaseId: string }[] {
  return placed
    .filter((order) => order.estimateNumber === estimateNumber)
    .map(({ orderId, purchaseId }) => ({ orderId, purchaseId }));
}
