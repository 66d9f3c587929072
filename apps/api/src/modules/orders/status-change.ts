// The one way the server changes an order's status: through the domain's transition table
// (decision 0153), with the move written to order_events, who made it and why.
import { and, eq } from 'drizzle-orm';
import { canTransition, type OrderStatus, type TransitionActor } from '@shop/domain/orders';
import { orderMessages } from '@shop/domain/messages';
import type { Transaction } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import type { OrderRow } from './queries.ts';
import { statusOf } from './purchase-rules.ts';

type OrderColumns = Partial<
  Pick<typeof orders.$inferInsert, 'deliveryProvider' | 'trackingNumber' | 'shipmentMemo'>
>;

/**
 * Moves an order (its row read in this transaction) to `to` on behalf of `actor`. Refused with
 * 409 and the domain's message when the table does not allow it, or when the row changed since it
 * was read (a concurrent change won).
 */
export async function changeOrderStatus(
  tx: Transaction,
  order: OrderRow,
  to: OrderStatus,
  actor: TransitionActor,
  options: { now: Date; memo?: string; set?: OrderColumns; message?: string },
): Promise<OrderRow> {
  if (!canTransition(statusOf(order.status), to, actor)) {
    throw conflict(options.message ?? orderMessages.transitionRefused);
  }
  const [row] = await tx
    .update(orders)
    .set({ ...options.set, status: to, updatedAt: options.now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!row) throw conflict(orderMessages.transitionRefused);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    actor,
    memo: options.memo ?? '',
    createdAt: options.now,
  });
  return row;
}
