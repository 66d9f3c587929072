import { and, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { estimates } from '../../db/schema.ts';

type Db = Database | Transaction;

export type EstimateRow = typeof estimates.$inferSelect;

/** The member's estimates, not withdrawn; with `validOn`, only those still valid that day. */
export async function listEstimateRows(
  db: Db,
  userId: number,
  validOn: string | null,
): Promise<EstimateRow[]> {
  const conditions = [eq(estimates.userId, userId), isNull(estimates.deletedAt)];
  if (validOn !== null) {
    const valid = or(isNull(estimates.validUntil), gte(estimates.validUntil, validOn));
    if (valid) conditions.push(valid);
  }
  return db
    .select()
    .from(estimates)
    .where(and(...conditions))
    .orderBy(desc(estimates.createdAt), desc(estimates.id));
}

/** One of the member's estimates by its number; another member's number matches nothing (404). */
export async function findEstimateRow(
  db: Db,
  userId: number,
  estimateNumber: string,
): Promise<EstimateRow | null> {
  const [row] = await db
    .select()
    .from(estimates)
    .where(
      and(
        eq(estimates.userId, userId),
        eq(estimates.estimateNumber, estimateNumber),
        isNull(estimates.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
