import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { emailVerifications, users } from '../../db/schema.ts';

type Db = Database | Transaction;

export async function insertEmailVerification(
  db: Db,
  values: { userId: number; email: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(emailVerifications).values({
    userId: values.userId,
    email: values.email,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** How many links were sent to the member since `since`. */
export async function countVerificationsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, since)));
  return row?.count ?? 0;
}

/**
 * Uses up a usable link and answers whom and which address it was sent for, in one conditional
 * update: two clicks racing with the same link cannot both succeed.
 */
export async function consumeVerification(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; email: string } | null> {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  return row ?? null;
}

/** Voids the member's outstanding links (a change of address, leaving). */
export async function voidVerificationsOf(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

/**
 * Records the proof when `email` is still the member's address (compared as the unique index
 * does); answers false when the member changed it since or has left.
 */
export async function markEmailVerified(db: Db, userId: number, email: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.leftAt),
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The member (not left) who proved this address, if any. */
export async function findProvedMember(db: Db, email: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        isNull(users.leftAt),
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
