// Proof versions in the database.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { ProofAnswer } from '@shop/domain/proofs';
import type { Database, Transaction } from '../../db/client.ts';
import { proofs } from '../../db/schema.ts';

type Db = Database | Transaction;
export type ProofRow = typeof proofs.$inferSelect;

/** Every version of an order's proof, oldest first. */
export function proofsOfOrder(db: Db, orderRowId: number): Promise<ProofRow[]> {
  return db.select().from(proofs).where(eq(proofs.orderId, orderRowId)).orderBy(asc(proofs.version));
}

export async function latestProofOf(db: Db, orderRowId: number): Promise<ProofRow | null> {
  const [row] = await db
    .select()
    .from(proofs)
    .where(eq(proofs.orderId, orderRowId))
    .orderBy(desc(proofs.version))
    .limit(1);
  return row ?? null;
}

export async function proofVersionOf(db: Db, orderRowId: number, version: number): Promise<ProofRow | null> {
  const [row] = await db
    .select()
    .from(proofs)
    .where(and(eq(proofs.orderId, orderRowId), eq(proofs.version, version)))
    .limit(1);
  return row ?? null;
}

/** Writes the answer unless one is there already (two taps at once answer once); null when beaten. */
export async function writeProofAnswer(
  tx: Transaction,
  proofId: number,
  answer: ProofAnswer,
  message: string | null,
  now: Date,
): Promise<ProofRow | null> {
  const [row] = await tx
    .update(proofs)
    .set({ answer, answerMessage: message, answeredAt: now })
    .where(and(eq(proofs.id, proofId), isNull(proofs.answer)))
    .returning();
  return row ?? null;
}
