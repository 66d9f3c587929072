// For tests of every module: a staff member with a known password and TOTP secret, and a live
// session of the stage asked for, made straight in the database (fast). Not used by the server.
//
//   const owner = await createTestStaff(t.app, { role: 'owner' });
//   await t.app.inject({ method: 'POST', url: '/api/admin/…', headers: owner.headers, payload });
//
// `headers` carries the session cookie, the CSRF token and the shop's own Origin, as the back
// office's pages send them.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NobleCryptoPlugin, ScureBase32Plugin, TOTP } from 'otplib';
import type { StaffPurchase } from '@shop/domain/answers';
import type { StaffRole } from '@shop/domain/staff';
import { staffAccounts } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createStaffSession, CSRF_HEADER, STAFF_COOKIE, type StaffSessionStage } from './staff-session.ts';
import { newTotpSecret } from './totp.ts';
import { sealTotpSecret } from './totp-secret-box.ts';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
  totpSecret: string;
  token: string;
  csrfToken: string;
  /** Cookie, CSRF header and Origin of a request from the back office's own pages. */
  headers: Record<string, string>;
}

let serial = 0;
/** One hash for every test staff member: argon2id is slow on purpose. */
let knownHash: Promise<string> | undefined;
export const TEST_STAFF_PASSWORD = 'backoffice2026';

export async function createTestStaff(
  app: FastifyInstance,
  options: { role?: StaffRole; stage?: StaffSessionStage; email?: string; name?: string } = {},
): Promise<TestStaff> {
  serial += 1;
  const role = options.role ?? 'staff';
  const stage = options.stage ?? 'full';
  const email = options.email ?? `staff${serial}-${process.pid}-${Date.now()}@sticker-lab.example.jp`;
  const totpSecret = newTotpSecret();
  knownHash ??= hashPassword(TEST_STAFF_PASSWORD);
  const now = app.now();
  const [row] = await app.db
    .insert(staffAccounts)
    .values({
      email,
      name: options.name ?? `スタッフ${serial}`,
      role,
      passwordHash: await knownHash,
      totpEnabledAt: stage === 'enrol' ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: staffAccounts.id });
  if (!row) throw new Error('could not create the test staff member');
  if (stage !== 'enrol') {
    // Sealed as enrolment seals it (decision 0735): the id is part of the sealed value.
    const sealed = sealTotpSecret(totpSecret, row.id, app.config.staffTotpKey);
    await app.db.update(staffAccounts).set({ totpSecret: sealed }).where(eq(staffAccounts.id, row.id));
  }
  const { token, csrfToken } = await createStaffSession(app.db, row.id, stage, now);
  return {
    id: row.id,
    email,
    password: TEST_STAFF_PASSWORD,
    role,
    totpSecret,
    token,
    csrfToken,
    headers: staffHeaders(app, token, csrfToken),
  };
}

/** The headers of a back-office page's request with this session. */
export function staffHeaders(app: FastifyInstance, token: string, csrfToken: string): Record<string, string> {
  return {
    cookie: `${STAFF_COOKIE}=${token}`,
    [CSRF_HEADER]: csrfToken,
    origin: new URL(app.config.publicUrl).origin,
  };
}

/** A purchase as the back office's purchase page reads it; fails the test unless it is 200. */
export async function staffPurchaseView(
  app: FastifyInstance,
  staff: Pick<TestStaff, 'headers'>,
  purchaseId: string,
): Promise<StaffPurchase> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/purchases/${purchaseId}`,
    headers: staff.headers,
  });
  if (res.statusCode !== 200)
    throw new Error(`GET /api/admin/purchases/${purchaseId}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: StaffPurchase }>().data;
}

const totp = new TOTP({ crypto: new NobleCryptoPlugin(), base32: new ScureBase32Plugin() });

/** The code an authenticator app shows at `at` for the secret. */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return totp.generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}
