import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orders, uploads } from '../../db/schema.ts';

type Db = Database | Transaction;

/** The member's order by its number; another member's number matches nothing (404). */
export async function findOwnedOrder(
  db: Db,
  userId: number,
  orderId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.orderId, orderId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function latestUploadOf(db: Db, orderRowId: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(eq(uploads.orderId, orderRowId))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(1);
  return row ?? null;
}

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert) {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('uploads insert returned no row');
  return row;
}

/**
 * Deletes the order's uploads beyond the newest `keep` and answers the storage keys their files
 * were under (removed once the transaction has committed).
 */
export async function pruneOrderUploads(db: Db, orderRowId: number, keep: number): Promise<string[]> {
  const older = await db
    .select({ id: uploads.id, storageKey: uploads.storageKey, sampleImageKey: uploads.sampleImageKey })
    .from(uploads)
    .where(eq(uploads.orderId, orderRowId))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .offset(keep);
  if (older.length === 0) return [];
  await db.delete(uploads).where(
    inArray(
      uploads.id,
      older.map((row) => row.id),
    ),
  );
  // A reorder's carried artwork shares its file with the repeated order's upload (decision 0806):
  // a file goes only once no upload row names it.
  const stillNamed = await db
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(
      inArray(
        uploads.storageKey,
        older.map((row) => row.storageKey),
      ),
    );
  const kept = new Set(stillNamed.map((row) => row.storageKey));
  return older.flatMap((row) => [
    ...(kept.has(row.storageKey) ? [] : [row.storageKey]),
    ...(row.sampleImageKey ? [row.sampleImageKey] : []),
  ]);
}

/** The bytes a member's stored uploads take. */
export async function storedBytesOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.byteSize}), 0)` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.total ?? 0);
}

/** One of the member's uploads by its id. */
export async function findOwnedUpload(db: Db, userId: number, uploadId: number) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)))
    .limit(1);
  return row ?? null;
}
