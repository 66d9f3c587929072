// Setting up TOTP: a new secret shown as a QR code, proved by the first code the app shows, then
// ten recovery codes shown once. A session in the `enrol` stage can do nothing else.
import { eq } from 'drizzle-orm';
import { staffMessages, type TotpEnrolmentAnswer } from '@shop/domain/staff';
import type { Database } from '../../db/client.ts';
import { staffAccounts, staffRecoveryCodes } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { qrCodePath } from '../../lib/qr-code.ts';
import { writeAudit } from '../audit/audit-log.ts';
import { findStaffById } from './staff-accounts.ts';
import {
  createStaffSession,
  revokeStaffSession,
  type NewStaffSession,
  type StaffSession,
} from './staff-session.ts';
import {
  acceptedTotpStep,
  newRecoveryCode,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  totpUri,
} from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secret-box.ts';

function refuseUnlessEnrolling(session: StaffSession): void {
  if (session.stage !== 'enrol') throw new HttpError(409, staffMessages.alreadyEnrolled);
}

/** Step 1: a new secret, kept as pending until a code proves the app has it. */
export async function startTotpEnrolment(
  db: Database,
  session: StaffSession,
  totpKey: Buffer,
  now: Date,
): Promise<TotpEnrolmentAnswer> {
  refuseUnlessEnrolling(session);
  const secret = newTotpSecret();
  await db
    .update(staffAccounts)
    .set({ pendingTotpSecret: sealTotpSecret(secret, session.staffId, totpKey), updatedAt: now })
    .where(eq(staffAccounts.id, session.staffId));
  const uri = totpUri(session.email, secret);
  return { secret, uri, qr: qrCodePath(uri) };
}

/**
 * Step 2: the first code. TOTP is on from here, the recovery codes are replaced, and the session
 * becomes a full one (a new token). The codes are answered this once and never again.
 */
export async function confirmTotpEnrolment(
  db: Database,
  session: StaffSession,
  code: string,
  totpKey: Buffer,
  now: Date,
): Promise<NewStaffSession & { recoveryCodes: string[] }> {
  refuseUnlessEnrolling(session);
  const staff = await findStaffById(db, session.staffId);
  const sealed = staff?.pendingTotpSecret;
  const secret = sealed ? openTotpSecret(sealed, session.staffId, totpKey) : null;
  if (!staff || !sealed || !secret) throw new HttpError(409, staffMessages.enrolmentNotStarted);
  const step = await acceptedTotpStep(secret, code, now, null);
  if (step === null) throw new HttpError(422, staffMessages.codeWrong, { code: staffMessages.codeWrong });
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const next = await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({
        totpSecret: sealed,
        pendingTotpSecret: null,
        totpEnabledAt: now,
        totpLastStep: step,
        updatedAt: now,
      })
      .where(eq(staffAccounts.id, staff.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staff.id));
    await tx.insert(staffRecoveryCodes).values(
      recoveryCodes.map((item) => ({
        staffId: staff.id,
        codeHash: recoveryCodeHash(item),
        createdAt: now,
      })),
    );
    await writeAudit(tx, {
      actor: { staffId: staff.id, email: staff.email },
      at: now,
      action: 'staff.totp.enrol',
      subject: { type: 'staff', id: staff.id },
      before: { totpEnabled: staff.totpEnabledAt !== null },
      after: { totpEnabled: true },
    });
    await revokeStaffSession(tx, session.sessionId, now);
    return createStaffSession(tx, staff.id, 'full', now);
  });
  return { ...next, recoveryCodes };
}
