// Who an estimate belongs to: the one rule (issue 14, decision 0610). An estimate is its member's
// when it carries their id, and only then: pricing, the quotation PDF, the purchase, My page's
// list and PDF all find estimates through `findOwnedEstimate` or `ownedBy`. A visitor's estimate
// (no member id, only the address it was requested from) gets a member's id in `attachProvedEstimates`,
// once that member has proved the address by the confirmation link (decision 0611).
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { estimates } from '../../db/schema.ts';

type Db = Database | Transaction;

export type EstimateRow = typeof estimates.$inferSelect;

/** The SQL condition "this member's, not withdrawn", for every query over a member's estimates. */
export function ownedBy(memberId: number): SQL {
  return and(eq(estimates.userId, memberId), isNull(estimates.deletedAt)) ?? sql`false`;
}

/**
 * One of the member's estimates by its number. Another member's number, a withdrawn one and one
 * that does not exist all give null, from the same single query, so the answer tells them apart
 * to nobody. A visitor (no member) owns none.
 */
export async function findOwnedEstimate(
  db: Db,
  memberId: number | null,
  estimateNumber: string,
): Promise<EstimateRow | null> {
  if (memberId === null) return null;
  const [row] = await db
    .select()
    .from(estimates)
    .where(and(ownedBy(memberId), eq(estimates.estimateNumber, estimateNumber)))
    .limit(1);
  return row ?? null;
}

/**
 * Gives the member the estimates requested as a visitor from the address they have just proved.
 * Call it only with an address the member proved (the confirmation link) and in the transaction
 * that records the proof. Answers how many were attached.
 */
export async function attachProvedEstimates(
  tx: Transaction,
  member: { id: number; provedEmail: string },
): Promise<number> {
  // updatedAt stays: it is the quotation's issue date.
  const attached = await tx
    .update(estimates)
    .set({ userId: member.id })
    .where(
      and(
        isNull(estimates.userId),
        isNull(estimates.deletedAt),
        sql`lower(${estimates.email}) = ${member.provedEmail.trim().toLowerCase()}`,
      ),
    )
    .returning({ id: estimates.id });
  return attached.length;
}
