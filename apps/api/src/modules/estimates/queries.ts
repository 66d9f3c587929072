import { and, desc, gte, isNull, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { estimates } from '../../db/schema.ts';
import { ownedBy, type EstimateRow } from './ownership.ts';

type Db = Database | Transaction;

/** The member's estimates, not withdrawn; with `validOn`, only those still valid that day. */
export async function listEstimateRows(
  db: Db,
  userId: number,
  validOn: string | null,
): Promise<EstimateRow[]> {
  const conditions = [ownedBy(userId)];
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
