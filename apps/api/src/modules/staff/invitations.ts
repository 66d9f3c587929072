// Invitations (decision 0733): an owner names the address, the name and the role; the person
// gets a mailed link valid for 72 hours, once, and sets a password with it. The account exists
// from then on, with TOTP to set up at the first login.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { staffMessages, type StaffInvitation } from '@shop/domain/staff';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { staffInvitations } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { hashToken, looksLikeToken, newToken } from '../../plugins/auth.ts';
import { writeAudit, type AuditActor } from '../audit/audit-log.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findStaffByEmail, insertStaffAccount, staffAuditView } from './staff-accounts.ts';
import { staffInvitationMail } from './staff-mails.ts';
import type { StaffSession } from './staff-session.ts';

export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;

const emailTaken = () => new HttpError(409, staffMessages.emailTaken, { email: staffMessages.emailTaken });
const invitationInvalid = () => notFound(staffMessages.invitationInvalid);

const pendingFor = (email: string, now: Date) =>
  and(
    sql`lower(${staffInvitations.email}) = lower(${email})`,
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  );

/** Sends an invitation; one sent earlier to the same address stops working. */
export async function inviteStaff(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  owner: StaffSession,
  input: StaffInvitation,
  now: Date,
): Promise<{ id: number; expiresAt: Date }> {
  if (await findStaffByEmail(db, input.email, { includeDisabled: true })) throw emailTaken();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  const actor: AuditActor = { staffId: owner.staffId, email: owner.email };
  return db.transaction(async (tx) => {
    const replaced = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(pendingFor(input.email, now))
      .returning({ id: staffInvitations.id });
    const [row] = await tx
      .insert(staffInvitations)
      .values({ ...input, tokenHash: hashToken(token), invitedBy: owner.staffId, expiresAt, createdAt: now })
      .returning({ id: staffInvitations.id });
    if (!row) throw new Error('the invitation was not written');
    const link = `${config.publicUrl}/admin/invitations/${token}`;
    await enqueueMail(
      tx,
      staffInvitationMail(config.publicUrl, { ...input, invitedBy: owner.name }, link, expiresAt),
      now,
    );
    await writeAudit(tx, {
      actor,
      at: now,
      action: 'staff.invite',
      subject: { type: 'invitation', id: row.id },
      before: replaced.length > 0 ? { replacedInvitations: replaced.map((item) => item.id) } : null,
      after: { email: input.email, name: input.name, role: input.role, expiresAt: expiresAt.toISOString() },
    });
    return { id: row.id, expiresAt };
  });
}

export async function revokeInvitation(
  db: Database,
  owner: StaffSession,
  id: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffInvitations.id, id),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
      .returning();
    if (!row) throw notFound(staffMessages.invitationInvalid);
    await writeAudit(tx, {
      actor: { staffId: owner.staffId, email: owner.email },
      at: now,
      action: 'staff.invitation.revoke',
      subject: { type: 'invitation', id },
      before: { email: row.email, role: row.role },
    });
  });
}

/** The invitations still waiting for their person, newest first. */
export async function pendingInvitations(db: Database, now: Date) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      name: staffInvitations.name,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
      createdAt: staffInvitations.createdAt,
    })
    .from(staffInvitations)
    .where(
      and(
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(staffInvitations.createdAt));
}

async function usableInvitation(db: Database, token: string, now: Date) {
  if (!looksLikeToken(token)) return null;
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** What the invitation page shows: to whom, as what. 404 for a used, revoked, expired or unknown link. */
export async function invitationFor(db: Database, token: string, now: Date) {
  const row = await usableInvitation(db, token, now);
  if (!row) throw invitationInvalid();
  return { email: row.email, name: row.name, role: row.role, expiresAt: row.expiresAt.toISOString() };
}

/** The invited person sets a password: the account is created and the link is used up. */
export async function acceptInvitation(
  db: Database,
  token: string,
  password: string,
  now: Date,
): Promise<{ email: string }> {
  const invitation = await usableInvitation(db, token, now);
  if (!invitation) throw invitationInvalid();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(staffInvitations.id, invitation.id),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
      .returning();
    if (!claimed) throw invitationInvalid();
    const account = await insertStaffAccount(
      tx,
      { email: claimed.email, name: claimed.name, role: claimed.role, passwordHash },
      now,
    );
    if (!account) throw emailTaken();
    await writeAudit(tx, {
      actor: { staffId: account.id, email: account.email },
      at: now,
      action: 'staff.invitation.accept',
      subject: { type: 'staff', id: account.id },
      after: { ...staffAuditView(account), invitation: claimed.id },
    });
    return { email: account.email };
  });
}
