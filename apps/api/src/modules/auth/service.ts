// Login, logout and password reset. Handlers stay thin; the rules live here.
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import { passwordChangedMail, passwordResetMail } from '../../mail/member-mails.ts';
import { enqueueMail } from '../../mail/queue.ts';
import {
  createSession,
  hashToken,
  looksLikeToken,
  newToken,
  revokeSession,
  revokeSessionsOf,
} from '../../plugins/auth.ts';
import { noticeMessages } from '@shop/domain/messages';
import {
  claimLoginAttempt,
  emailKeyOf,
  settleLoginAttempt,
  throttleTiming,
  trustLoginDevice,
} from './login-throttle.ts';
import { proveEmail } from '../email-verification/service.ts';
import { memberMessages } from './member-messages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  consumeReset,
  countPasswordResetsSince,
  findMemberByEmail,
  findMemberById,
  findUsableReset,
  insertPasswordReset,
  setPasswordHash,
  voidResetsOf,
} from './queries.ts';

/** A reset link works for one hour, once (decision 0253). */
export const RESET_LIFETIME_MS = 60 * 60 * 1000;
/** At most this many reset mails an hour per account, so the form cannot flood a mailbox. */
export const RESETS_PER_HOUR = 3;

/**
 * Checks e-mail and password and opens a session; 401 when wrong, 429 when guessing is suspected
 * (decision 0612). Answers the bearer token and the login device cookie's token.
 */
export async function login(
  db: Database,
  input: { email: string; password: string; ip: string; deviceToken: string | undefined },
  now: Date,
): Promise<{ token: string; deviceToken: string }> {
  const claim = await claimLoginAttempt(db, {
    accountKey: emailKeyOf(input.email),
    ip: input.ip,
    deviceToken: input.deviceToken,
    now,
  });
  if (claim.refused) throw new HttpError(429, memberMessages.loginLocked);
  if (claim.delayMs > 0) await throttleTiming.sleep(claim.delayMs);

  const member = await findMemberByEmail(db, input.email);
  const ok = (await verifyPassword(member?.passwordHash, input.password)) && member !== null;
  await settleLoginAttempt(db, claim, ok);
  if (!ok || !member) throw unauthorized(noticeMessages.loginFailed);
  return { token: await createSession(db, member.id, now), deviceToken: await trustLoginDevice(db, claim) };
}

export async function logout(db: Database, sessionId: number, now: Date): Promise<void> {
  await revokeSession(db, sessionId, now);
}

/**
 * Mails a reset link when the address belongs to a member; does nothing visible otherwise, so the
 * answer never tells whether an address is registered.
 */
export async function requestPasswordReset(
  db: Database,
  config: Config,
  email: string,
  now: Date,
): Promise<void> {
  const member = await findMemberByEmail(db, email);
  if (!member?.email) return;
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  if ((await countPasswordResetsSince(db, member.id, hourAgo)) >= RESETS_PER_HOUR) return;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESET_LIFETIME_MS);
  const to = member.email;
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, { userId: member.id, tokenHash: hashToken(token), expiresAt, now });
    const link = `${config.publicUrl}/sp/reset/${token}`;
    await enqueueMail(tx, passwordResetMail(config.publicUrl, to, member, link, expiresAt), now);
  });
}

/** True when the link can still set a password. */
export async function isResetTokenUsable(db: Database, token: string, now: Date): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  return (await findUsableReset(db, hashToken(token), now)) !== null;
}

/** Sets a new password through a reset link: the link is used up and every session ends. */
export async function resetPassword(
  db: Database,
  config: Config,
  input: { token: string; password: string },
  now: Date,
): Promise<void> {
  if (!looksLikeToken(input.token)) throw notFound(memberMessages.resetTokenInvalid);
  // Hash before the transaction: the slow part should not hold a connection.
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const userId = await consumeReset(tx, hashToken(input.token), now);
    if (userId === null) return false;
    const member = await findMemberById(tx, userId);
    if (!member?.email) return false;
    await setPasswordHash(tx, userId, passwordHash, now);
    await voidResetsOf(tx, userId, now);
    // The link came by mail to this address, so following it proves the address too (0611).
    await proveEmail(tx, { id: userId, email: member.email }, now);
    await revokeSessionsOf(tx, userId, now);
    await enqueueMail(tx, passwordChangedMail(config.publicUrl, member.email, member, now, 'reset'), now);
    return true;
  });
  if (!done) throw notFound(memberMessages.resetTokenInvalid);
}
