// Signup, the member's own data, account changes and leaving (decisions 0254, 0255).
import { tokyoDate } from '@shop/domain/calendar';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { validationMessages } from '@shop/domain/messages';
import { badRequest, conflict, HttpError, unauthorized, unprocessable } from '../../lib/http-error.ts';
import { emailChangedMail, leaveMail, passwordChangedMail, welcomeMail } from '../../mail/member-mails.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { createSession, revokeSessionsOf, type Member } from '../../plugins/auth.ts';
import { listAddressBook, assertPostalCodeMatches } from '../addresses/service.ts';
import {
  claimLoginAttempt,
  emailKeyOf,
  forgetLoginDevices,
  settleLoginAttempt,
} from '../auth/login-throttle.ts';
import { memberMessages } from '../auth/member-messages.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { findMemberById, voidResetsOf } from '../auth/queries.ts';
import { voidVerificationsOf } from '../email-verification/queries.ts';
import { queueEmailVerification } from '../email-verification/service.ts';
import {
  anonymiseUser,
  countActiveEstimates,
  countOrdersBlockingLeave,
  deleteLoginAttempts,
  emailTaken,
  insertUser,
  orderCounts,
  updateUser,
  type UserProfileColumns,
  type UserRow,
} from './queries.ts';
import type { AccountBody, SignupBody, User } from './schemas.ts';

type ProfileForm = Omit<SignupBody, 'email' | 'password' | 'receivedPostalData'>;

function profileColumns(form: ProfileForm): UserProfileColumns {
  assertPostalCodeMatches(form);
  return {
    organization: form.organization,
    familyName: form.familyName,
    givenName: form.givenName,
    familyKana: form.familyKana,
    givenKana: form.givenKana,
    postalCode: Number(form.postalCode),
    addressLevel1: form.addressLevel1,
    addressLevel2: form.addressLevel2,
    addressLine1: form.addressLine1,
    addressLine2: form.addressLine2,
    tel: form.tel,
    fax: form.fax,
    emergencyTel: form.emergencyTel,
  };
}

/** The unique e-mail index refused the row: another signup with the same address won the race. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

/** The addressee estimates and invoices get by default: the organisation, else the member's name. */
export function estimateToOf(row: Pick<UserRow, 'organization' | 'familyName' | 'givenName'>): string {
  if (row.organization) return row.organization;
  return [row.familyName, row.givenName].filter((part) => part !== '').join(' ');
}

export async function getUser(db: Database, userId: number, now: Date): Promise<User> {
  const row = await findMemberById(db, userId);
  if (!row?.email) throw unauthorized();
  const [sources, destinations, orders, activeEstimates] = await Promise.all([
    listAddressBook(db, userId, 'source'),
    listAddressBook(db, userId, 'destination'),
    orderCounts(db, userId),
    countActiveEstimates(db, userId, tokyoDate(now)),
  ]);
  return {
    id: row.id,
    email: row.email,
    organization: row.organization,
    familyName: row.familyName,
    givenName: row.givenName,
    familyKana: row.familyKana,
    givenKana: row.givenKana,
    postalCode: row.postalCode,
    addressLevel1: row.addressLevel1,
    addressLevel2: row.addressLevel2,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    tel: row.tel,
    fax: row.fax,
    emergencyTel: row.emergencyTel,
    holdingPoint: row.holdingPoint,
    sources,
    destinations,
    activeOrders: orders.active,
    deliveredOrders: orders.delivered,
    activeEstimates,
    estimateTo: estimateToOf(row),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** Whether an address can still sign up, asked at the form's input step (decision 0664). */
export async function emailAvailable(db: Database, email: string): Promise<boolean> {
  return !(await emailTaken(db, email));
}

/**
 * Registers a member and queues the welcome mail and the link that proves the address; 409 when
 * the e-mail is taken. The member is logged in at once: the answer carries the session's token
 * (decision 0664), so a customer who signed up on the way to checkout goes on paying.
 */
export async function signup(
  db: Database,
  config: Config,
  form: SignupBody,
  now: Date,
): Promise<{ user: User; token: string }> {
  const columns = profileColumns(form);
  if (await emailTaken(db, form.email)) throw conflict(memberMessages.emailTaken);
  const passwordHash = await hashPassword(form.password);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const row = await insertUser(tx, { ...columns, email: form.email, passwordHash, now });
      await enqueueMail(tx, welcomeMail(config.publicUrl, form.email, row), now);
      await queueEmailVerification(tx, config, { ...row, email: form.email }, now);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(memberMessages.emailTaken);
    throw error;
  }
  const token = await createSession(db, userId, now);
  return { user: await getUser(db, userId, now), token };
}

/**
 * Changes the member's data. A new e-mail or password needs the current password (422 when
 * missing or wrong; a wrong one counts as a failed login).
 */
export async function updateAccount(
  db: Database,
  config: Config,
  member: Member,
  form: AccountBody,
  context: { ip: string; now: Date },
): Promise<User> {
  const { now } = context;
  const current = await findMemberById(db, member.id);
  if (!current?.email) throw unauthorized();
  const oldEmail = current.email;
  const emailChanged = emailKeyOf(form.email) !== emailKeyOf(oldEmail);
  const passwordChanged = form.password !== '';
  const columns = profileColumns(form);

  if (emailChanged || passwordChanged) {
    // Missing is bad input (400), as the shared form says; wrong is a refused rule (422).
    if (form.currentPassword === '')
      throw badRequest({ currentPassword: validationMessages.currentPasswordRequired });
    const claim = await claimLoginAttempt(db, {
      accountKey: emailKeyOf(oldEmail),
      ip: context.ip,
      sessionId: member.sessionId,
      now,
    });
    if (claim.refused) throw new HttpError(429, memberMessages.loginLocked);
    const right = await verifyPassword(current.passwordHash, form.currentPassword);
    await settleLoginAttempt(db, claim, right);
    if (!right) {
      throw unprocessable(
        { currentPassword: memberMessages.currentPasswordWrong },
        memberMessages.currentPasswordWrong,
      );
    }
  }
  if (emailChanged && (await emailTaken(db, form.email, member.id)))
    throw conflict(memberMessages.emailTaken);
  const passwordHash = passwordChanged ? await hashPassword(form.password) : undefined;

  try {
    await db.transaction(async (tx) => {
      const row = await updateUser(tx, member.id, {
        ...columns,
        // A change of case only is still saved as typed.
        email: form.email,
        ...(passwordHash === undefined ? {} : { passwordHash }),
        // A new address is proved anew (decision 0611).
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
        now,
      });
      if (emailChanged) {
        await enqueueMail(tx, emailChangedMail(config.publicUrl, oldEmail, form.email, row, now), now);
        // Links mailed to the old address must not prove the new one (a reset link proves too).
        await voidVerificationsOf(tx, member.id, now);
        await voidResetsOf(tx, member.id, now);
        await queueEmailVerification(tx, config, { ...row, email: form.email }, now);
      }
      if (passwordHash !== undefined) {
        await revokeSessionsOf(tx, member.id, now, member.sessionId);
        await voidResetsOf(tx, member.id, now);
        await enqueueMail(tx, passwordChangedMail(config.publicUrl, form.email, row, now, 'account'), now);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(memberMessages.emailTaken);
    throw error;
  }
  return getUser(db, member.id, now);
}

/** Leaves the shop: personal data anonymised, sessions ended, orders kept (decision 0254). */
export async function leave(db: Database, config: Config, member: Member, now: Date): Promise<void> {
  const current = await findMemberById(db, member.id);
  if (!current?.email) throw unauthorized();
  const email = current.email;
  if ((await countOrdersBlockingLeave(db, member.id)) > 0) throw conflict(memberMessages.leaveBlocked);
  await db.transaction(async (tx) => {
    await enqueueMail(tx, leaveMail(config.publicUrl, email, current, now), now);
    await anonymiseUser(tx, member.id, now);
    await voidResetsOf(tx, member.id, now);
    await voidVerificationsOf(tx, member.id, now);
    await revokeSessionsOf(tx, member.id, now);
    await deleteLoginAttempts(tx, [emailKeyOf(email)]);
    await forgetLoginDevices(tx, emailKeyOf(email));
  });
}
