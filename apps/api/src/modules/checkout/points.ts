// Point balances move only here (issue 15): one conditional update of users.holding_point and one
// movement row, in the caller's transaction, so the balance always equals the sum of the movements
// and never goes below 0 (the update refuses; the table's check constraint is the last guard). The
// purchase spends its points with the same guarded update inside its single statement
// (purchase-statement.ts builds it with `guardedBalanceUpdate`).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { pointMovements, users } from '../../db/schema.ts';

export type PointMovementKind = (typeof pointMovements.$inferInsert)['kind'];

export interface PointMove {
  userId: number;
  /** Signed whole points: positive adds, negative takes. */
  amount: number;
  kind: PointMovementKind;
  purchaseId?: string | null;
  /** The order whose delivery earned the points ('earned'). */
  orderId?: string | null;
  memo?: string;
  now: Date;
}

/**
 * The balance update of every point move: adds `amount` (negative takes) only while the balance
 * stays at 0 or above, and returns the new balance (no row: refused). Values or SQL placeholders.
 */
export function guardedBalanceUpdate(
  db: Database | Transaction,
  move: { userId: number | SQL; amount: number | SQL; now: Date | SQL },
) {
  return db
    .update(users)
    .set({ holdingPoint: sql`${users.holdingPoint} + ${move.amount}`, updatedAt: move.now })
    .where(and(eq(users.id, move.userId), sql`${users.holdingPoint} + ${move.amount} >= 0`))
    .returning({ holdingPoint: users.holdingPoint });
}

/** Applies the move and answers the new balance, or null when it would go below 0 (nothing written). */
export async function movePoints(db: Database | Transaction, move: PointMove): Promise<number | null> {
  if (!Number.isSafeInteger(move.amount) || move.amount === 0) {
    throw new RangeError(`a point move must be a non-zero whole number, got ${move.amount}`);
  }
  const [row] = await guardedBalanceUpdate(db, move);
  if (!row) return null;
  await db.insert(pointMovements).values({
    userId: move.userId,
    amount: move.amount,
    kind: move.kind,
    purchaseId: move.purchaseId ?? null,
    orderId: move.orderId ?? null,
    memo: move.memo ?? '',
    createdAt: move.now,
  });
  return row.holdingPoint;
}
