// A staff member's login, in the order it happens: password (throttled like the members' login),
// then the TOTP code or a recovery code, then a fresh session. Until TOTP is set up, the session
// can only set it up (enrolment.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE, staffMessages } from '@shop/domain/staff';
import type { Database } from '../../db/client.ts';
import { staffAccounts, staffRecoveryCodes } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { writeAudit } from '../audit/audit-log.ts';
import {
  claimLoginAttempt,
  emailKeyOf,
  settleLoginAttempt,
  throttleTiming,
  type LoginClaim,
} from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { findStaffByEmail, findStaffById } from './staff-accounts.ts';
import { openTotpSecret } from './totp-secret-box.ts';
import {
  createStaffSession,
  revokeStaffSession,
  type NewStaffSession,
  type StaffSession,
  type StaffSessionStage,
} from './staff-session.ts';
import { acceptedTotpStep, recoveryCodeHash } from './totp.ts';

/** Staff failures are counted apart from a member's with the same address. */
const throttleKey = (email: string) => `staff:${emailKeyOf(email)}`;

/** Claims one attempt in the members' throttle (decision 0612); 429 while it refuses. */
async function claimAttempt(db: Database, key: string, ip: string, now: Date): Promise<LoginClaim> {
  const claim = await claimLoginAttempt(db, { accountKey: key, ip, now });
  if (claim.refused) throw new HttpError(429, staffMessages.loginLocked);
  if (claim.delayMs > 0) await throttleTiming.sleep(claim.delayMs);
  return claim;
}

/** Step 1: e-mail and password. A session that still owes its second factor (or its enrolment). */
export async function staffPasswordLogin(
  db: Database,
  input: { email: string; password: string; ip: string },
  now: Date,
): Promise<NewStaffSession & { stage: StaffSessionStage }> {
  const claim = await claimAttempt(db, throttleKey(input.email), input.ip, now);
  const staff = await findStaffByEmail(db, input.email);
  const ok = await verifyPassword(staff?.passwordHash, input.password);
  if (!ok || !staff) {
    await settleLoginAttempt(db, claim, false);
    throw new HttpError(401, staffMessages.loginFailed);
  }
  // Success is recorded only after the second factor: a right password alone resets nothing.
  const stage: StaffSessionStage = staff.totpEnabledAt === null ? 'enrol' : 'password';
  return { ...(await createStaffSession(db, staff.id, stage, now)), stage };
}

const codeWrong = () => new HttpError(401, staffMessages.codeWrong, { code: staffMessages.codeWrong });

/**
 * Step 2: the TOTP code (or a recovery code). The session that owed it ends and a new one starts,
 * so a token seen before the login was complete is worth nothing after it.
 */
export async function staffSecondFactor(
  db: Database,
  session: StaffSession,
  input: { code: string; ip: string },
  totpKey: Buffer,
  now: Date,
): Promise<NewStaffSession> {
  if (session.stage !== 'password') throw new HttpError(409, staffMessages.secondFactorNeeded);
  const claim = await claimAttempt(db, throttleKey(session.email), input.ip, now);
  const staff = await findStaffById(db, session.staffId);
  const secret = staff?.totpSecret ? openTotpSecret(staff.totpSecret, staff.id, totpKey) : null;
  if (!staff || !secret) throw codeWrong();
  const accepted = RECOVERY_CODE.test(input.code)
    ? await useRecoveryCode(db, staff.id, staff.email, input.code, now)
    : await useTotpCode(db, staff.id, secret, staff.totpLastStep, input.code, now);
  await settleLoginAttempt(db, claim, accepted);
  if (!accepted) throw codeWrong();
  return db.transaction(async (tx) => {
    await revokeStaffSession(tx, session.sessionId, now);
    return createStaffSession(tx, staff.id, 'full', now);
  });
}

/** Accepts a code once: the step is stored only if it is later than the last one (two at once cannot both pass). */
async function useTotpCode(
  db: Database,
  staffId: number,
  secret: string,
  lastStep: number | null,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = await acceptedTotpStep(secret, code, now, lastStep);
  if (step === null) return false;
  const claimed = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        lastStep === null ? isNull(staffAccounts.totpLastStep) : eq(staffAccounts.totpLastStep, lastStep),
      ),
    )
    .returning({ id: staffAccounts.id });
  return claimed.length === 1;
}

/** A recovery code works once; using one is written in the audit log, where an owner sees it. */
async function useRecoveryCode(
  db: Database,
  staffId: number,
  email: string,
  code: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (used.length !== 1) return false;
    await writeAudit(tx, {
      actor: { staffId, email },
      at: now,
      action: 'staff.recovery-code.use',
      subject: { type: 'staff', id: staffId },
    });
    return true;
  });
}
