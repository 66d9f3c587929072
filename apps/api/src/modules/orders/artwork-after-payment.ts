// An order paid with its artwork already attached (a reorder's carried artwork, decision 0806,
// attached while the order awaited payment at 10, where the table takes no upload) moves on to
// 入稿済み as soon as it is paid, as if the customer had sent the file then.
import { inArray } from 'drizzle-orm';
import { statusWithCarriedArtwork } from '@shop/domain/orders';
import { orderEventMemos } from '@shop/domain/messages';
import type { Transaction } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import type { OrderRow } from './queries.ts';
import { statusOf } from './purchase-rules.ts';
import { changeOrderStatus } from './status-change.ts';

/** Moves each of the just-paid orders that has artwork to the status an upload would give it. */
export async function startPaidOrdersWithArtwork(
  tx: Transaction,
  paid: readonly OrderRow[],
  now: Date,
): Promise<void> {
  if (paid.length === 0) return;
  const files = await tx
    .select({ orderId: uploads.orderId, originalName: uploads.originalName })
    .from(uploads)
    .where(
      inArray(
        uploads.orderId,
        paid.map((order) => order.id),
      ),
    );
  for (const order of paid) {
    const file = files.find((row) => row.orderId === order.id);
    const next = statusWithCarriedArtwork(statusOf(order.status));
    if (!file || next === order.status) continue;
    await changeOrderStatus(tx, order, next, 'customer', {
      now,
      memo: orderEventMemos.artworkUploaded(file.originalName),
    });
  }
}
