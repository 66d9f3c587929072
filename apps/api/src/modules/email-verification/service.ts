// E-mail proof (issue 14 point 2, decision 0611): a member proves they read mail at their address by
// a single-use link, sent at signup, on request from My page and after a change of address. The
// proof is what lets a visitor's estimate from that address become the member's.
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { HttpError, conflict, notFound, unauthorized } from '../../lib/http-error.ts';
import { emailVerificationMail, type MailName } from '../../mail/member-mails.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { hashToken, looksLikeToken, newToken } from '../../plugins/auth.ts';
import { findMemberById } from '../auth/queries.ts';
import { attachProvedEstimates } from '../estimates/ownership.ts';
import { emailVerificationMessages } from './messages.ts';
import {
  consumeVerification,
  countVerificationsSince,
  insertEmailVerification,
  markEmailVerified,
} from './queries.ts';

/** A link works for 24 hours, once: long enough to find the mail the next morning. */
export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Links a member may ask for in an hour, so the button cannot flood a mailbox. */
export const VERIFICATIONS_PER_HOUR = 3;

/** The web page the link opens; it sends the token back to POST /email-verification/{token}. */
export const verificationLink = (publicUrl: string, token: string) => `${publicUrl}/sp/verify-email/${token}`;

/** Queues a new link for the member's current address, in the caller's transaction. */
export async function queueEmailVerification(
  tx: Transaction,
  config: Config,
  member: MailName & { id: number; email: string },
  now: Date,
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + VERIFICATION_LIFETIME_MS);
  await insertEmailVerification(tx, {
    userId: member.id,
    email: member.email,
    tokenHash: hashToken(token),
    expiresAt,
    now,
  });
  await enqueueMail(
    tx,
    emailVerificationMail(
      config.publicUrl,
      member.email,
      member,
      verificationLink(config.publicUrl, token),
      expiresAt,
    ),
    now,
  );
}

/** My page's 「確認メールを再送」: 409 once proved, 429 past the hourly count. */
export async function requestEmailVerification(
  db: Database,
  config: Config,
  userId: number,
  now: Date,
): Promise<void> {
  const member = await findMemberById(db, userId);
  if (!member?.email) throw unauthorized();
  if (member.emailVerifiedAt !== null) throw conflict(emailVerificationMessages.alreadyVerified);
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  if ((await countVerificationsSince(db, userId, hourAgo)) >= VERIFICATIONS_PER_HOUR) {
    throw new HttpError(429, emailVerificationMessages.tooMany(VERIFICATIONS_PER_HOUR));
  }
  const email = member.email;
  await db.transaction((tx) => queueEmailVerification(tx, config, { ...member, email }, now));
}

/**
 * Records that the member reads mail at `email` and gives them the visitor's estimates from it.
 * Nothing happens when `email` is no longer their address. Answers how many estimates came.
 */
export async function proveEmail(
  tx: Transaction,
  member: { id: number; email: string },
  now: Date,
): Promise<number | null> {
  if (!(await markEmailVerified(tx, member.id, member.email, now))) return null;
  return attachProvedEstimates(tx, { id: member.id, provedEmail: member.email });
}

/** Follows a mailed link: 404 for an unknown, used or expired one, or one sent to a former address. */
export async function verifyEmail(
  db: Database,
  token: string,
  now: Date,
): Promise<{ email: string; attachedEstimates: number }> {
  if (!looksLikeToken(token)) throw notFound(emailVerificationMessages.linkInvalid);
  const proved = await db.transaction(async (tx) => {
    const link = await consumeVerification(tx, hashToken(token), now);
    if (!link) return null;
    const attachedEstimates = await proveEmail(tx, { id: link.userId, email: link.email }, now);
    return attachedEstimates === null ? null : { email: link.email, attachedEstimates };
  });
  if (!proved) throw notFound(emailVerificationMessages.linkInvalid);
  return proved;
}
