// A reorder with changes carries the repeated order's artwork (issue 23 point 5, decision 0806).
// Written in the purchase's transaction, so a purchase replayed under its idempotency key (which
// answers from the stored outcome and writes nothing) never attaches the file twice. The new upload
// row shares the stored object (same storage key): nothing is copied, and pruning removes a file
// only once no upload row names it (uploads/queries.ts).
import { and, eq, inArray } from 'drizzle-orm';
import { SAMPLE_IMAGE_STATUS, statusWithCarriedArtwork } from '@shop/domain/orders';
import { orderEventMemos } from '@shop/domain/messages';
import type { Transaction } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { statusOf } from '../orders/purchase-rules.ts';
import { changeOrderStatus } from '../orders/status-change.ts';
import { insertUpload, latestUploadOf } from '../uploads/queries.ts';

export interface RepeatLine {
  /** The new order's number (26112600001-1). */
  orderId: string;
  /** The repeated order's row id; 0 for an item that repeats nothing. */
  repeatId: number;
}

/** The member's own repeated order; another member's or a missing one is nothing (not an error). */
async function ownRepeatedOrder(tx: Transaction, userId: number, repeatId: number) {
  const [row] = await tx
    .select({ id: orders.id, orderId: orders.orderId })
    .from(orders)
    .where(and(eq(orders.id, repeatId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Attaches to each new order that repeats one of the member's orders that order's latest artwork,
 * and moves the new order as an upload would. Orders without artwork carry nothing.
 */
export async function carryRepeatedArtwork(
  tx: Transaction,
  input: { userId: number; lines: readonly RepeatLine[]; now: Date },
): Promise<void> {
  const repeating = input.lines.filter((line) => line.repeatId > 0);
  if (repeating.length === 0) return;
  const created = await tx
    .select()
    .from(orders)
    .where(
      inArray(
        orders.orderId,
        repeating.map((line) => line.orderId),
      ),
    );
  for (const line of repeating) {
    const order = created.find((row) => row.orderId === line.orderId);
    const source = await ownRepeatedOrder(tx, input.userId, line.repeatId);
    const artwork = source ? await latestUploadOf(tx, source.id) : null;
    if (!order || !source || !artwork) continue;
    await insertUpload(tx, {
      userId: input.userId,
      orderId: order.id,
      storageKey: artwork.storageKey,
      originalName: artwork.originalName,
      mimeType: artwork.mimeType,
      byteSize: artwork.byteSize,
      activeContent: artwork.activeContent,
      // A reorder may change the size: staff make the finished image again (decision 0364).
      sampleImageStatus: SAMPLE_IMAGE_STATUS.uploaded,
      createdAt: input.now,
      updatedAt: input.now,
    });
    const next = statusWithCarriedArtwork(statusOf(order.status));
    if (next !== order.status)
      await changeOrderStatus(tx, order, next, 'customer', {
        now: input.now,
        memo: orderEventMemos.artworkCarried(artwork.originalName, source.orderId),
      });
  }
}
