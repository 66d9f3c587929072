// Idempotency keys of POST /v2/purchase (decision 0341). The key is claimed by inserting it first:
// the unique index (member, key) lets exactly one request through, on PGlite and PostgreSQL alike.
// The answer is stored when the purchase is settled, in the same transaction, so a retry gets the
// first answer and never a second charge.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { stringify as stableStringify } from 'safe-stable-stringify';
import type { Database, Transaction } from '../../db/client.ts';
import { idempotencyKeys, users } from '../../db/schema.ts';
import type { Outcome } from './answers.ts';
import { buyerColumns, type BuyerRow } from './buyer.ts';

export type KeyClaim =
  /** `buyer`: the member's own record, read in the claim's statement (null when the row is gone). */
  | { kind: 'claimed'; id: number; buyer: BuyerRow | null }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'running'; id: number; purchaseId: string | null; stale: boolean }
  | { kind: 'mismatch' };

/**
 * SHA-256 of the request with its keys sorted (safe-stable-stringify: code-unit order, undefined
 * members left out): the same order in other words is the same request.
 */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(stableStringify(body) ?? 'null')
    .digest('hex');
}

/**
 * The claim as one statement, built once per database (decision 0535): the key is inserted unless
 * the member already holds it, and the member's own record the purchase needs is read beside it.
 * A row comes back only when the key was claimed.
 */
function prepareClaim(db: Database) {
  const claimed = db.$with('claimed').as(
    db
      .insert(idempotencyKeys)
      .values({
        userId: sql.placeholder('userId'),
        key: sql.placeholder('key'),
        requestHash: sql.placeholder('hash'),
        state: 'running',
        createdAt: sql.placeholder('now'),
      })
      .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id }),
  );
  return db
    .with(claimed)
    .select({ id: claimed.id, buyer: buyerColumns })
    .from(claimed)
    .leftJoin(users, eq(users.id, sql.placeholder('userId')))
    .prepare('claim_purchase_key');
}
const claims = new WeakMap<Database, ReturnType<typeof prepareClaim>>();

/**
 * Claims the key for this request, or says what became of the request that holds it. A running
 * key older than `leaseMs` belongs to a request that died (the process stopped): the caller settles
 * its purchase or takes the key over.
 */
export async function claimKey(
  db: Database,
  claim: { userId: number; key: string; hash: string; now: Date; leaseMs: number },
): Promise<KeyClaim> {
  let claimStatement = claims.get(db);
  if (!claimStatement) {
    claimStatement = prepareClaim(db);
    claims.set(db, claimStatement);
  }
  // A key deleted between the insert and the read (released by its request) is claimed again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [inserted] = await claimStatement.execute({
      userId: claim.userId,
      key: claim.key,
      hash: claim.hash,
      now: claim.now,
    });
    if (inserted) return { kind: 'claimed', id: inserted.id, buyer: inserted.buyer };
    const [held] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)))
      .limit(1);
    if (!held) continue;
    if (held.requestHash !== claim.hash) return { kind: 'mismatch' };
    if (held.state === 'done')
      return { kind: 'replay', status: held.responseStatus ?? 200, body: held.responseBody };
    return {
      kind: 'running',
      id: held.id,
      purchaseId: held.purchaseId,
      stale: held.createdAt.getTime() < claim.now.getTime() - claim.leaseMs,
    };
  }
  return { kind: 'running', id: 0, purchaseId: null, stale: false };
}

/** Lets go of a key whose request changed nothing (refused before writing): it may be used again. */
export async function releaseKey(db: Database | Transaction, id: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'running')));
}

/**
 * What the key says after a write whose end is unclear (a connection dropped during COMMIT):
 * `written` when the purchase was committed (with the stored answer when final), `unwritten` when
 * the key is still this request's and tied to nothing, `gone` when a retry took it over.
 */
export type KeyReadBack =
  { kind: 'written'; purchaseId: string; answer: Outcome | null } | { kind: 'unwritten' } | { kind: 'gone' };

export async function readBackKey(db: Database, id: number): Promise<KeyReadBack> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, id)).limit(1);
  if (!row) return { kind: 'gone' };
  if (!row.purchaseId) return { kind: 'unwritten' };
  const answer =
    row.state === 'done'
      ? { status: row.responseStatus ?? 200, body: row.responseBody as Outcome['body'] }
      : null;
  return { kind: 'written', purchaseId: row.purchaseId, answer };
}

/** Stores the answer every retry of the purchase's request receives from now on. */
export async function answerKeysOf(
  tx: Transaction,
  purchaseId: string,
  answer: { status: number; body: unknown },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(eq(idempotencyKeys.purchaseId, purchaseId));
}

/** The answer stored for the purchase's request, once it is settled. */
export async function storedAnswerOf(db: Database, purchaseId: string): Promise<Outcome | null> {
  const [row] = await db
    .select({ status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.purchaseId, purchaseId), eq(idempotencyKeys.state, 'done')))
    .limit(1);
  return row ? { status: row.status ?? 200, body: row.body as Outcome['body'] } : null;
}

/** Forgets keys older than `before`: a retry comes within minutes, not days. */
export async function forgetKeys(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
