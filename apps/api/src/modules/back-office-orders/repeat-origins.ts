// Where a reorder came from, for staff (issue 23 point 5, decision 0806): the member's own order
// each order repeats, and which artwork files were carried from it (they share its stored file).
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, uploads } from '../../db/schema.ts';

type Origin = { orderId: string; purchaseId: string };

export interface RepeatOrigins {
  /** Per order number of this purchase, the order it repeats. */
  byOrder: Record<string, Origin>;
  /** Per storage key of an origin's upload, the origin's order number. */
  carriedKeys: Map<string, string>;
}

export async function repeatOriginsOf(
  db: Database,
  userId: number,
  orderRows: readonly { orderId: string; repeatId: number }[],
): Promise<RepeatOrigins> {
  const repeatIds = [...new Set(orderRows.map((order) => order.repeatId).filter((id) => id > 0))];
  if (repeatIds.length === 0) return { byOrder: {}, carriedKeys: new Map() };
  // Only the same member's orders: a repeat_id naming a stranger's order shows nothing.
  const origins = await db
    .select({ id: orders.id, orderId: orders.orderId, purchaseId: orders.purchaseId })
    .from(orders)
    .where(and(inArray(orders.id, repeatIds), eq(orders.userId, userId)));
  const originById = new Map(origins.map((origin) => [origin.id, origin]));
  const byOrder: Record<string, Origin> = {};
  for (const order of orderRows) {
    const origin = originById.get(order.repeatId);
    if (origin) byOrder[order.orderId] = { orderId: origin.orderId, purchaseId: origin.purchaseId };
  }
  const files =
    origins.length === 0
      ? []
      : await db
          .select({ orderId: uploads.orderId, storageKey: uploads.storageKey })
          .from(uploads)
          .where(
            inArray(
              uploads.orderId,
              origins.map((origin) => origin.id),
            ),
          );
  const carriedKeys = new Map(
    files.map((file) => [file.storageKey, originById.get(file.orderId ?? 0)?.orderId ?? '']),
  );
  return { byOrder, carriedKeys };
}
