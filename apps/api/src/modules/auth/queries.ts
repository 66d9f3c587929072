import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema.ts';

type Db = Database | Transaction;

/** The member (not left) with this e-mail, compared case-insensitively as the unique index does. */
export async function findMemberByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.leftAt)))
    .limit(1);
  return row ?? null;
}

export async function findMemberById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.leftAt)))
    .limit(1);
  return row ?? null;
}

export async function insertPasswordReset(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(passwordResets).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** How many reset links were issued to the member since `since`. */
export async function countPasswordResetsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.count ?? 0;
}

/** The member a usable (unused, unexpired) reset token belongs to, or null. */
export async function findUsableReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        isNull(users.leftAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks a usable reset token used and returns its member, in one conditional update: two requests
 * racing with the same link cannot both succeed.
 */
export async function consumeReset(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Voids every other outstanding reset link of a member (after a reset, a password change, leaving). */
export async function voidResetsOf(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
