// What an owner does to staff accounts: list them, change a role, disable and enable, and reset a
// lost authenticator. Every change ends the person's sessions (the new rights apply at once), is
// written in the audit log, and never leaves the shop without an active owner.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { staffMessages, type StaffRole } from '@shop/domain/staff';
import type { Database, Transaction } from '../../db/client.ts';
import { staffAccounts, staffRecoveryCodes } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/http-error.ts';
import { writeAudit, type AuditActor } from '../audit/audit-log.ts';
import { findStaffById, staffAuditView, type StaffAccount } from './staff-accounts.ts';
import { revokeStaffSessionsOf } from './staff-session.ts';

export async function listStaffAccounts(db: Database) {
  const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    totpEnabled: row.totpEnabledAt !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Other active owners than this account: locked, so two owners cannot demote each other at once. */
async function otherActiveOwners(tx: Transaction, staffId: number): Promise<number> {
  const rows = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(eq(staffAccounts.role, 'owner'), isNull(staffAccounts.disabledAt), ne(staffAccounts.id, staffId)),
    )
    .for('update');
  return rows.length;
}

export interface StaffChange {
  role?: StaffRole | undefined;
  disabled?: boolean | undefined;
}

/** Changes an account's role or whether it may log in; an owner cannot change their own, so the acting owner
 * always remains; the last-owner check holds against two owners demoting each other at once. */
export async function changeStaffAccount(
  db: Database,
  actor: { staffId: number; email: string },
  staffId: number,
  change: StaffChange,
  now: Date,
) {
  if (staffId === actor.staffId) throw unprocessable({}, staffMessages.notYourself);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).for('update');
    if (!before) throw notFound(staffMessages.staffNotFound);
    const losesOwner =
      before.role === 'owner' &&
      before.disabledAt === null &&
      ((change.role !== undefined && change.role !== 'owner') || change.disabled === true);
    if (losesOwner && (await otherActiveOwners(tx, staffId)) === 0) throw conflict(staffMessages.lastOwner);
    const [after] = await tx
      .update(staffAccounts)
      .set({
        ...(change.role === undefined ? {} : { role: change.role }),
        ...(change.disabled === undefined
          ? {}
          : { disabledAt: change.disabled ? (before.disabledAt ?? now) : null }),
        updatedAt: now,
      })
      .where(eq(staffAccounts.id, staffId))
      .returning();
    if (!after) throw notFound(staffMessages.staffNotFound);
    await revokeStaffSessionsOf(tx, staffId, now);
    await writeAudit(tx, {
      actor,
      at: now,
      action: actionOf(before, change),
      subject: { type: 'staff', id: staffId },
      before: staffAuditView(before),
      after: staffAuditView(after),
    });
    return after;
  });
}

function actionOf(before: StaffAccount, change: StaffChange): string {
  if (change.disabled === true && before.disabledAt === null) return 'staff.disable';
  if (change.disabled === false && before.disabledAt !== null) return 'staff.enable';
  return 'staff.role';
}

/** For a lost authenticator: TOTP off and recovery codes gone; the next login sets it up again. */
export async function resetStaffTotp(
  db: Database,
  actor: AuditActor,
  staffId: number,
  now: Date,
): Promise<StaffAccount> {
  const staff = await findStaffById(db, staffId);
  if (!staff) throw notFound(staffMessages.staffNotFound);
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({
        totpSecret: null,
        pendingTotpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        updatedAt: now,
      })
      .where(eq(staffAccounts.id, staff.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
    await revokeStaffSessionsOf(tx, staff.id, now);
    await writeAudit(tx, {
      actor,
      at: now,
      action: 'staff.totp.reset',
      subject: { type: 'staff', id: staff.id },
      before: { totpEnabled: staff.totpEnabledAt !== null },
      after: { totpEnabled: false },
    });
  });
  return staff;
}
