import { and, count, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { ORDER_STATUS, ORDER_STATUSES, isActive } from '@shop/domain/orders';
import type { Database, Transaction } from '../../db/client.ts';
import { addresses, estimates, loginAttempts, orders, users } from '../../db/schema.ts';
import { ownedBy } from '../estimates/ownership.ts';

type Db = Database | Transaction;

export type UserRow = typeof users.$inferSelect;
export type UserProfileColumns = Pick<
  typeof users.$inferInsert,
  | 'organization'
  | 'familyName'
  | 'givenName'
  | 'familyKana'
  | 'givenKana'
  | 'postalCode'
  | 'addressLevel1'
  | 'addressLevel2'
  | 'addressLine1'
  | 'addressLine2'
  | 'tel'
  | 'fax'
  | 'emergencyTel'
>;

// The member's active orders are those the domain calls active (on their way, not delivered, not
// finally cancelled). Leaving is refused while the shop may still have to reach the member about an
// order: an active one not yet shipped (decision 0254).
const ACTIVE = ORDER_STATUSES.filter(isActive);
const BLOCKS_LEAVING = ACTIVE.filter((status) => status !== ORDER_STATUS.shipped);

export async function insertUser(
  db: Db,
  values: UserProfileColumns & { email: string; passwordHash: string; now: Date },
): Promise<UserRow> {
  const { now, ...columns } = values;
  const [row] = await db
    .insert(users)
    .values({ ...columns, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('users insert returned no row');
  return row;
}

export async function updateUser(
  db: Db,
  userId: number,
  values: UserProfileColumns & {
    email?: string;
    passwordHash?: string;
    emailVerifiedAt?: null;
    now: Date;
  },
): Promise<UserRow> {
  const { now, ...columns } = values;
  const [row] = await db
    .update(users)
    .set({ ...columns, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error('users update returned no row');
  return row;
}

/** True when a member (not left) other than `exceptUserId` holds the e-mail. */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const conditions = [sql`lower(${users.email}) = ${email.trim().toLowerCase()}`];
  if (exceptUserId !== undefined) conditions.push(sql`${users.id} <> ${exceptUserId}`);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function orderCounts(db: Db, userId: number) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${inArray(orders.status, ACTIVE)})::int`,
      delivered: sql<number>`count(*) filter (where ${eq(orders.status, ORDER_STATUS.delivered)})::int`,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  return { active: row?.active ?? 0, delivered: row?.delivered ?? 0 };
}

export async function countOrdersBlockingLeave(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, BLOCKS_LEAVING)));
  return row?.n ?? 0;
}

/** Estimates not withdrawn and still valid on `today` (YYYY-MM-DD, Tokyo). */
export async function countActiveEstimates(db: Db, userId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(estimates)
    .where(and(ownedBy(userId), or(isNull(estimates.validUntil), gte(estimates.validUntil, today))));
  return row?.n ?? 0;
}

/**
 * Leaving (decision 0254): personal data blanked, the e-mail freed, the address book emptied and
 * blanked; the row stays because orders and point movements refer to it.
 */
export async function anonymiseUser(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      email: null,
      passwordHash: null,
      emailVerifiedAt: null,
      organization: '',
      familyName: '',
      givenName: '',
      familyKana: '',
      givenKana: '',
      postalCode: null,
      addressLevel1: '00',
      addressLevel2: '',
      addressLine1: '',
      addressLine2: '',
      tel: '',
      fax: '',
      emergencyTel: '',
      leftAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await db
    .update(addresses)
    .set({
      organization: '',
      familyName: '',
      givenName: '',
      familyKana: '',
      givenKana: '',
      addressLine1: '',
      addressLine2: '',
      tel: '',
      deletedAt: sql`coalesce(${addresses.deletedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(addresses.userId, userId));
}

/** The failed-login records of an address that has left: they hold its e-mail. */
export async function deleteLoginAttempts(db: Db, emailKeys: string[]): Promise<void> {
  if (emailKeys.length === 0) return;
  await db.delete(loginAttempts).where(inArray(loginAttempts.emailKey, emailKeys));
}
