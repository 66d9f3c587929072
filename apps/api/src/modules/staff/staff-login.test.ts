import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffMessages } from '@shop/domain/staff';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { runAdminCommand } from '../../admin/run.ts';
import { auditLog, staffAccounts } from '../../db/schema.ts';
import { throttleTiming } from '../auth/login-throttle.ts';
import { createTestMember } from '../auth/test-member.ts';
import { STAFF_COOKIE } from './staff-session.ts';
import { createTestStaff, staffHeaders, totpCodeAt } from './test-staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const origin = () => new URL(t.config.publicUrl).origin;
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

/** The session cookie a response set, with its attributes. */
function sessionCookie(res: { headers: Record<string, unknown> }): { token: string; attributes: string } {
  const header = [res.headers['set-cookie']]
    .flat()
    .find((line) => String(line).startsWith(`${STAFF_COOKIE}=`));
  if (typeof header !== 'string') throw new Error('no session cookie');
  const [pair = '', ...attributes] = header.split('; ');
  return { token: pair.slice(STAFF_COOKIE.length + 1), attributes: attributes.join('; ') };
}

async function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: origin() },
    payload: { email, password },
  });
}

const dataOf = (res: { json: () => unknown }) => (res.json() as { data: Record<string, unknown> }).data;

describe('the first owner, from the command line', () => {
  const run = (password: string, ...argv: string[]) =>
    runAdminCommand(argv, {
      db: t.app.db,
      now: t.app.now(),
      app: async () => t.app,
      readSecret: async () => `${password}\n`,
    });

  it('adds the owner with the password from standard input, and writes it in the audit log', async () => {
    const result = await run(
      'first2026pass',
      'staff',
      'add',
      '--email',
      'Owner@Sticker-Lab.example.jp',
      '--role',
      'owner',
    );
    expect(result.exitCode).toBe(0);
    expect(result.output).toContain('スタッフを登録しました: Owner@Sticker-Lab.example.jp（オーナー）');
    const [owner] = await t.app.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'Owner@Sticker-Lab.example.jp'));
    expect(owner).toMatchObject({ role: 'owner', name: 'Owner', totpEnabledAt: null });
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$/);
    const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      staffId: null,
      actor: 'コマンドライン',
      action: 'staff.add',
      subjectType: 'staff',
      subjectId: String(owner?.id),
      before: null,
      after: {
        email: 'Owner@Sticker-Lab.example.jp',
        name: 'Owner',
        role: 'owner',
        totpEnabled: false,
        disabled: false,
      },
    });
  });

  it('refuses a weak password, a taken address (any case) and a role that does not exist, with 2', async () => {
    expect(
      await run('short', 'staff', 'add', '--email', 'weak@sticker-lab.example.jp', '--role', 'owner'),
    ).toEqual({
      exitCode: 2,
      output: 'パスワード: パスワードは8文字以上72文字以内でご入力ください',
    });
    expect(
      (
        await run(
          'first2026pass',
          'staff',
          'add',
          '--email',
          'owner@sticker-lab.example.jp',
          '--role',
          'staff',
        )
      ).output,
    ).toBe('このメールアドレスのスタッフはすでに登録されています: owner@sticker-lab.example.jp');
    expect(
      (await run('first2026pass', 'staff', 'add', '--email', 'x@sticker-lab.example.jp', '--role', 'boss'))
        .exitCode,
    ).toBe(2);
  });

  it('logs in, must set up TOTP before anything else, and gets ten recovery codes once', async () => {
    const res = await login('owner@sticker-lab.example.jp', 'first2026pass');
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie.attributes).toBe('Path=/; HttpOnly; Secure; SameSite=Strict');
    const session = dataOf(res);
    expect(session).toMatchObject({ stage: 'enrol', staff: { role: 'owner' }, idleTimeoutSeconds: 1800 });
    const headers = staffHeaders(t.app, cookie.token, String(session.csrfToken));

    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: staffMessages.enrolmentNeeded, errors: {} });

    const started = await t.app.inject({ method: 'POST', url: '/api/admin/totp/enrolment', headers });
    expect(started.statusCode).toBe(200);
    const enrolment = dataOf(started) as { secret: string; uri: string; qr: { size: number; path: string } };
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enrolment.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/totp/enrolment/confirm',
      headers,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const code = await totpCodeAt(enrolment.secret, t.app.now());
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/totp/enrolment/confirm',
      headers,
      payload: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(confirmed.statusCode).toBe(200);
    const done = dataOf(confirmed) as { recoveryCodes: string[]; session: { stage: string } };
    expect(done.recoveryCodes).toHaveLength(10);
    expect(new Set(done.recoveryCodes).size).toBe(10);
    expect(done.session.stage).toBe('full');
    // The enrolling session ended; the new cookie opens the owner's pages.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers })).statusCode).toBe(401);
    const full = staffHeaders(
      t.app,
      sessionCookie(confirmed).token,
      String((done.session as { csrfToken?: string }).csrfToken),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: full })).statusCode,
    ).toBe(200);
  });
});

describe('login with TOTP', () => {
  it('owes the code after the password, takes it once, and then opens a new session', async () => {
    const staff = await createTestStaff(t.app, { role: 'owner' });
    const res = await login(staff.email, staff.password);
    expect(dataOf(res).stage).toBe('password');
    const headers = staffHeaders(t.app, sessionCookie(res).token, String(dataOf(res).csrfToken));
    const early = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers });
    expect(early.statusCode).toBe(401);
    expect(early.json()).toMatchObject({ message: staffMessages.secondFactorNeeded });

    const code = await totpCodeAt(staff.totpSecret, t.app.now());
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/code',
      headers,
      payload: { code },
    });
    expect(ok.statusCode).toBe(200);
    expect(dataOf(ok).stage).toBe('full');

    // The same code again, in a second login: refused (no replay within its 30 seconds).
    const again = await login(staff.email, staff.password);
    const againHeaders = staffHeaders(t.app, sessionCookie(again).token, String(dataOf(again).csrfToken));
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login/code',
      headers: againHeaders,
      payload: { code },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      message: staffMessages.codeWrong,
      errors: { code: staffMessages.codeWrong },
    });
  });

  it('answers a wrong password and an unknown address alike, and 429 after ten failures', async () => {
    // The members' throttle, delays included: observed, not waited for.
    const sleep = vi.spyOn(throttleTiming, 'sleep').mockResolvedValue(undefined);
    const staff = await createTestStaff(t.app);
    const unknown = await login('nobody@sticker-lab.example.jp', 'whatever1');
    const wrong = await login(staff.email, 'wrong-password1');
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());
    for (let i = 0; i < 9; i++) await login(staff.email, 'wrong-password1');
    expect(sleep).toHaveBeenCalledWith(2000);
    const locked = await login(staff.email, staff.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: staffMessages.loginLocked });
    sleep.mockRestore();
  });

  it('ends a session after 30 idle minutes, and keeps one that is used', async () => {
    const staff = await createTestStaff(t.app);
    const session = () => t.app.inject({ method: 'GET', url: '/api/admin/session', headers: staff.headers });
    t.setNow(minutes(29));
    expect((await session()).statusCode).toBe(200);
    t.setNow(minutes(58));
    expect((await session()).statusCode).toBe(200);
    t.setNow(minutes(89));
    expect((await session()).statusCode).toBe(401);
    t.setNow(TEST_NOW);
  });

  it('logs out: the cookie is cleared and the session is dead', async () => {
    const staff = await createTestStaff(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: staff.headers });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(
      new RegExp(`^${STAFF_COOKIE}=; Max-Age=0;|Expires=Thu, 01 Jan 1970`),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: staff.headers })).statusCode,
    ).toBe(401);
  });

  it('opens nothing with a member bearer token', async () => {
    const member = await createTestMember(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: member.headers });
    expect(res.statusCode).toBe(401);
  });
});
