// Staff accounts in the database: finding, creating and counting them.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '@shop/domain/staff';
import type { Database, Transaction } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema.ts';

export type StaffAccount = typeof staffAccounts.$inferSelect;

/** The account with this e-mail (any case), or null; disabled accounts only when asked. */
export async function findStaffByEmail(
  db: Database | Transaction,
  email: string,
  options: { includeDisabled?: boolean } = {},
): Promise<StaffAccount | null> {
  const byEmail = sql`lower(${staffAccounts.email}) = lower(${email.trim()})`;
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(options.includeDisabled ? byEmail : and(byEmail, isNull(staffAccounts.disabledAt)))
    .limit(1);
  return row ?? null;
}

export async function findStaffById(db: Database | Transaction, id: number): Promise<StaffAccount | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row ?? null;
}

/** Creates an account; null when the e-mail is taken (the unique index decides, so two at once cannot both win). */
export async function insertStaffAccount(
  tx: Transaction,
  account: { email: string; name: string; role: StaffRole; passwordHash: string },
  now: Date,
): Promise<StaffAccount | null> {
  const [row] = await tx
    .insert(staffAccounts)
    .values({ ...account, email: account.email.trim(), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** What the audit log keeps of an account: never the password hash or the TOTP secret. */
export function staffAuditView(account: StaffAccount) {
  return {
    email: account.email,
    name: account.name,
    role: account.role,
    totpEnabled: account.totpEnabledAt !== null,
    disabled: account.disabledAt !== null,
  };
}
