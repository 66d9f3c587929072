import { and, desc, eq } from 'drizzle-orm';
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
