// Staff sessions (decision 0731): an opaque random token in an HttpOnly, Secure, SameSite=Strict
// cookie, stored only as its SHA-256; a CSRF token the pages send back with every change; an idle
// limit (a counter computer left logged in closes itself) and an absolute one (a working day).
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '@shop/domain/staff';
import type { Database, Transaction } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/schema.ts';
import { hashToken, looksLikeToken, newToken } from '../../plugins/auth.ts';

/** The cookie: `__Host-` binds it to this host and path / over HTTPS (no Domain, no sub-domains). */
export const STAFF_COOKIE = '__Host-staff-session';
/** The header every changing request carries with the session's CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';

const MINUTE_MS = 60 * 1000;
/** Thirty minutes without a request ends the session. */
export const STAFF_IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
/** However busy, a session ends twelve hours after login: the next working day starts with a login. */
export const STAFF_SESSION_LIFETIME_MS = 12 * 60 * MINUTE_MS;
/** `last_seen_at` is written at most once a minute per session, not on every request. */
const TOUCH_AFTER_MS = MINUTE_MS;

export type StaffSessionStage = 'password' | 'enrol' | 'full';

/** The staff member a request acts for, and their session. */
export interface StaffSession {
  sessionId: number;
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  stage: StaffSessionStage;
  csrfToken: string;
}

export interface NewStaffSession {
  token: string;
  csrfToken: string;
}

export async function createStaffSession(
  db: Database | Transaction,
  staffId: number,
  stage: StaffSessionStage,
  now: Date,
): Promise<NewStaffSession> {
  const token = newToken();
  const csrfToken = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    staffId,
    tokenHash: hashToken(token),
    csrfToken,
    stage,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS),
    createdAt: now,
  });
  return { token, csrfToken };
}

/**
 * The live session a cookie stands for, or null (unknown, revoked, idle too long, past its day, or
 * its staff member disabled). Notes the request as the session's latest activity.
 */
export async function staffSessionForToken(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffSession | null> {
  if (!looksLikeToken(token)) return null;
  const idleSince = new Date(now.getTime() - STAFF_IDLE_TIMEOUT_MS);
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      stage: staffSessions.stage,
      csrfToken: staffSessions.csrfToken,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  }
  const { lastSeenAt: _seen, ...session } = row;
  return session;
}

/** Moves a session on after its second factor (or enrolment). */
export async function setSessionStage(
  db: Database | Transaction,
  sessionId: number,
  stage: StaffSessionStage,
): Promise<void> {
  await db.update(staffSessions).set({ stage }).where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(
  db: Database | Transaction,
  sessionId: number,
  now: Date,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of a staff member (disabled, role changed, TOTP reset). */
export async function revokeStaffSessionsOf(
  db: Database | Transaction,
  staffId: number,
  now: Date,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
