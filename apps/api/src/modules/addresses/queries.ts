import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';

type Db = Database | Transaction;

export type AddressKind = 'source' | 'destination';
export type AddressRow = typeof addresses.$inferSelect;
export type AddressColumns = Pick<
  typeof addresses.$inferInsert,
  | 'postalCode'
  | 'addressLevel1'
  | 'addressLevel2'
  | 'addressLine1'
  | 'addressLine2'
  | 'organization'
  | 'familyName'
  | 'givenName'
  | 'familyKana'
  | 'givenKana'
  | 'tel'
>;

// Every read and write below names the owner: another member's id simply matches no row (404).
const owned = (userId: number, kind: AddressKind, id?: number) =>
  and(
    eq(addresses.userId, userId),
    eq(addresses.kind, kind),
    isNull(addresses.deletedAt),
    ...(id === undefined ? [] : [eq(addresses.id, id)]),
  );

export async function listAddresses(db: Db, userId: number, kind: AddressKind): Promise<AddressRow[]> {
  return db.select().from(addresses).where(owned(userId, kind)).orderBy(asc(addresses.id));
}

export async function findAddress(
  db: Db,
  userId: number,
  kind: AddressKind,
  id: number,
): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(owned(userId, kind, id))
    .limit(1);
  return row ?? null;
}

export async function countAddresses(db: Db, userId: number, kind: AddressKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(owned(userId, kind));
  return row?.n ?? 0;
}

export async function insertAddress(
  db: Db,
  userId: number,
  kind: AddressKind,
  values: AddressColumns,
  now: Date,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId, kind, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('addresses insert returned no row');
  return row;
}

export async function updateAddress(
  db: Db,
  userId: number,
  kind: AddressKind,
  id: number,
  values: AddressColumns,
  now: Date,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: now })
    .where(owned(userId, kind, id))
    .returning();
  return row ?? null;
}

/**
 * Soft delete: a purchase keeps its own copy of the address, so the row could go, but keeping it
 * costs nothing and lets staff answer "where did my parcel go" later.
 */
export async function deleteAddress(
  db: Db,
  userId: number,
  kind: AddressKind,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ deletedAt: now, updatedAt: now })
    .where(owned(userId, kind, id))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
