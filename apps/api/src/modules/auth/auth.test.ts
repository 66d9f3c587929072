import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { apiMessages, fieldMessages, noticeMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { mailOutbox, sessions, users } from '../../db/schema.ts';
import { LOGIN_LIMITS, throttleTiming } from './login-throttle.ts';
import { memberMessages } from './member-messages.ts';
import { createTestMember, type TestMember } from './test-member.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Each test starts from the fixed clock; the slowing of logins is observed, not waited for.
let sleep: MockInstance<typeof throttleTiming.sleep>;
let clock = TEST_NOW.getTime();
beforeEach(() => {
  // A fresh hour for every test, so failures of one test never count in the next.
  clock += 2 * 60 * 60 * 1000;
  t.setNow(new Date(clock));
  sleep = vi.spyOn(throttleTiming, 'sleep').mockResolvedValue(undefined);
});
afterEach(() => {
  sleep.mockRestore();
});

const at = (ms: number) => t.setNow(new Date(clock + ms));

const login = (email: string, password: string, remoteAddress = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/v2/login', payload: { email, password }, remoteAddress });

const checkLogin = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v2/check-login',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

async function mailsTo(email: string) {
  return t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
}

async function resetTokenFromMail(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = /\/sp\/reset\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

describe('POST /api/v2/login', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createTestMember(t.app);
  });

  it('answers a 256-bit random token, stored only as its SHA-256', async () => {
    const res = await login(member.email, member.password);
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ data: { token: string } }>().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.app.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(stored.map((s) => s.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await checkLogin(token)).statusCode).toBe(200);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await login(`  ${member.email.toUpperCase()} `, member.password);
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', () => member.email, 'wrong-password-1'],
    ['an unknown e-mail', () => 'nobody-here@example.jp', 'sticker2026'],
  ])('refuses %s with 401 and the same Japanese message', async (_case, email, password) => {
    const res = await login(email(), password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: noticeMessages.loginFailed, errors: {} });
  });

  it.each([
    [{ password: 'x' }, 'email', fieldMessages.mustEnter],
    [{ email: 'a@example.jp' }, 'password', fieldMessages.mustEnter],
    [{ email: '', password: 'x' }, 'email', fieldMessages.mustEnter],
    [{ email: 'a@example.jp', password: 12345678 }, 'password', undefined],
  ])('refuses bad input %j with 400 naming the field', async (payload, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/login', payload });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toBe(apiMessages.badRequest);
    expect(body.errors[field]).toBeDefined();
    if (message) expect(body.errors[field]).toBe(message);
  });

  it('does not log in a member who has left', async () => {
    const leaver = await createTestMember(t.app);
    await t.app.db
      .update(users)
      .set({ leftAt: new Date(clock) })
      .where(eq(users.id, leaver.id));
    expect((await login(leaver.email, leaver.password)).statusCode).toBe(401);
  });
});

describe('slowing and refusing password guessing', () => {
  const { accountAddress, account, address } = LOGIN_LIMITS;

  it('refuses the 11th attempt from one address within 15 minutes with 429, even when it is right', async () => {
    const member = await createTestMember(t.app);
    for (let i = 1; i <= accountAddress.max; i += 1) {
      at(i * 1000);
      const res = await login(member.email, `guess-${i}`);
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    at(11_000);
    const refused = await login(member.email, `guess-11`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: memberMessages.loginLocked, errors: {} });
    expect((await login(member.email, member.password)).statusCode).toBe(429);
    // Once the window has passed, the account may be tried again.
    at(accountAddress.windowMs + 2000);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });

  it('slows the answers before refusing: growing delays from the third failure', async () => {
    const member = await createTestMember(t.app);
    for (let i = 1; i <= 7; i += 1) await login(member.email, `guess-${i}`);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([250, 500, 1000, 2000]);
  });

  it('counts failures after the last successful login only', async () => {
    const member = await createTestMember(t.app);
    for (let i = 1; i <= 9; i += 1) await login(member.email, `guess-${i}`);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    for (let i = 1; i <= 2; i += 1) {
      expect((await login(member.email, `again-${i}`)).statusCode).toBe(401);
    }
  });

  it('checks only the limit of parallel wrong passwords, and refuses the right one after them', async () => {
    const member = await createTestMember(t.app);
    // As many as one address may send in a minute: past that, the address counter would refuse
    // some of the first ten as well, in whatever order the parallel claims happen to land.
    const parallel = address.max;
    const answers = await Promise.all(
      Array.from({ length: parallel }, (_, i) => login(member.email, `parallel-${i}`)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(accountAddress.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(parallel - accountAddress.max);
    expect((await login(member.email, member.password)).statusCode).toBe(429);
  });

  it('holds the account against guesses spread over many addresses, but not its owner’s own device', async () => {
    const member = await createTestMember(t.app);
    // The owner logged in on their phone before: it holds the login device cookie.
    const before = await login(member.email, member.password, '192.0.2.10');
    const cookie = String(before.headers['set-cookie']);
    expect(cookie).toMatch(
      /^shop_login_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/api\/v2\/login; HttpOnly; Secure; SameSite=Strict/,
    );
    const deviceCookie = cookie.split(';')[0]!;

    // A stranger guesses from many addresses, each below the per-address limit.
    for (let i = 0; i < account.max; i += 1) {
      const res = await login(member.email, `spread-${i}`, `198.51.100.${10 + Math.floor(i / 5)}`);
      expect(res.statusCode, `guess ${i}`).toBe(401);
    }
    // The ceiling holds for every device the account has not seen…
    expect((await login(member.email, member.password, '198.51.100.200')).statusCode).toBe(429);
    expect((await login(member.email, member.password, '192.0.2.10')).statusCode).toBe(429);
    // …but the owner's phone, on the same home address, is let in.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: '192.0.2.10',
      headers: { cookie: deviceCookie },
    });
    expect(owner.statusCode).toBe(200);
    // The same cookie does nothing for another account: it counts as the address it comes from.
    const other = await createTestMember(t.app);
    for (let i = 0; i < accountAddress.max; i += 1) {
      await login(other.email, `guess-${i}`, '192.0.2.10');
    }
    const borrowed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      payload: { email: other.email, password: other.password },
      remoteAddress: '192.0.2.10',
      headers: { cookie: deviceCookie },
    });
    expect(borrowed.statusCode).toBe(429);
    // Fifty password checks: more than the default 30 s while the shared machine is busy.
  }, 120_000);

  it('limits a trusted device too, on its own count', async () => {
    const member = await createTestMember(t.app);
    const first = await login(member.email, member.password);
    const deviceCookie = String(first.headers['set-cookie']).split(';')[0]!;
    const fromDevice = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/login',
        payload: { email: member.email, password },
        remoteAddress: '203.0.113.1',
        headers: { cookie: deviceCookie },
      });
    for (let i = 0; i < accountAddress.max; i += 1) {
      expect((await fromDevice(`guess-${i}`)).statusCode).toBe(401);
    }
    expect((await fromDevice(member.password)).statusCode).toBe(429);
  });

  it('refuses one address trying many accounts, and not another address', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < address.max; i += 1) {
      expect((await login(`someone${i}@example.jp`, 'guess', ip)).statusCode).toBe(401);
    }
    const member = await createTestMember(t.app);
    expect((await login(member.email, member.password, ip)).statusCode).toBe(429);
    expect((await login(member.email, member.password, '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('GET /api/v2/check-login and sessions', () => {
  it('is 401 with the envelope without a token, with a malformed one or an unknown one', async () => {
    for (const token of [undefined, '', 'abc', 'x'.repeat(43)]) {
      const res = await checkLogin(token);
      expect(res.statusCode, String(token)).toBe(401);
      expect(res.json()).toEqual({ message: apiMessages.unauthorized, errors: {} });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/check-login',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers isAuthed true for a valid token', async () => {
    const member = await createTestMember(t.app);
    const res = await checkLogin(member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { isAuthed: true } });
  });

  it('expires a token 30 days after its last renewal, and renews one used in its last 15 days', async () => {
    const member = await createTestMember(t.app);
    at(29 * 86_400_000);
    expect((await checkLogin(member.token)).statusCode).toBe(200);
    // Renewed on day 29: still valid on day 58, not after day 59.
    at(58 * 86_400_000);
    expect((await checkLogin(member.token)).statusCode).toBe(200);
    const unused = await createTestMember(t.app);
    at(88 * 86_400_000 + 1000);
    expect((await checkLogin(unused.token)).statusCode).toBe(401);
  });
});

describe('POST /api/v2/logout', () => {
  it('ends the session: the token answers 401 afterwards, other sessions stay', async () => {
    const member = await createTestMember(t.app);
    const other = (await login(member.email, member.password)).json<{ data: { token: string } }>().data.token;
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/logout', headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: '' } });
    expect((await checkLogin(member.token)).statusCode).toBe(401);
    expect((await checkLogin(other)).statusCode).toBe(200);
  });

  it('is 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/logout' })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const requestReset = (email: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v2/reset', payload: { email } });

  it('gives the same answer for a registered and an unknown address, and mails only the member', async () => {
    const member = await createTestMember(t.app);
    const known = await requestReset(member.email);
    const unknown = await requestReset('not-a-member@example.jp');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ data: { message: '' } });
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('not-a-member@example.jp')).toHaveLength(0);
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe('【シールラボ】パスワード再設定のご案内');
    expect(mail?.text).toContain(`${t.config.publicUrl}/sp/reset/`);
    expect(mail?.text).toContain('シールラボ');
  });

  it.each([[''], ['not-an-address'], [undefined], [42]])('refuses the address %j with 400', async (email) => {
    const res = await requestReset(email);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors.email).toBeDefined();
  });

  it('validates a link, sets the password once, and ends every session', async () => {
    const member = await createTestMember(t.app);
    const second = (await login(member.email, member.password)).json<{ data: { token: string } }>().data
      .token;
    await requestReset(member.email);
    const token = await resetTokenFromMail(member.email);

    const check = await t.app.inject({ method: 'GET', url: `/api/v2/reset/${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ data: { valid: true } });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/reset/${token}`,
      payload: { password: 'newSecret99' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: '' } });

    expect((await checkLogin(member.token)).statusCode).toBe(401);
    expect((await checkLogin(second)).statusCode).toBe(401);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await login(member.email, 'newSecret99')).statusCode).toBe(200);
    const [changed] = await mailsTo(member.email);
    expect(changed?.subject).toBe('【シールラボ】パスワード変更のお知らせ');

    // Used: refused on both calls.
    const again = await t.app.inject({ method: 'GET', url: `/api/v2/reset/${token}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: memberMessages.resetTokenInvalid, errors: {} });
    const reuse = await t.app.inject({
      method: 'POST',
      url: `/api/v2/reset/${token}`,
      payload: { password: 'another99x' },
    });
    expect(reuse.statusCode).toBe(404);
    expect((await login(member.email, 'another99x')).statusCode).toBe(401);
  });

  it('refuses an expired link on both calls, an hour after it was sent', async () => {
    const member = await createTestMember(t.app);
    await requestReset(member.email);
    const token = await resetTokenFromMail(member.email);
    at(59 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/reset/${token}` })).statusCode).toBe(200);
    at(60 * 60_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/reset/${token}` })).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v2/reset/${token}`,
      payload: { password: 'newSecret99' },
    });
    expect(res.statusCode).toBe(404);
    expect((await login(member.email, 'newSecret99')).statusCode).toBe(401);
  });

  it('voids the other links of the member once one is used', async () => {
    const member = await createTestMember(t.app);
    await requestReset(member.email);
    const first = await resetTokenFromMail(member.email);
    await requestReset(member.email);
    const second = await resetTokenFromMail(member.email);
    expect(second).not.toBe(first);
    await t.app.inject({
      method: 'POST',
      url: `/api/v2/reset/${second}`,
      payload: { password: 'newSecret99' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/reset/${first}` })).statusCode).toBe(404);
  });

  it.each(['short1', 'onlyletters', '12345678', 'パスワード12345'])(
    'refuses the weak password %j with 400',
    async (password) => {
      const member = await createTestMember(t.app);
      await requestReset(member.email);
      const token = await resetTokenFromMail(member.email);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v2/reset/${token}`,
        payload: { password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string> }>().errors.password).toBeDefined();
      // The link survives a refused password.
      expect((await t.app.inject({ method: 'GET', url: `/api/v2/reset/${token}` })).statusCode).toBe(200);
    },
  );

  it('answers 404 for unknown and malformed tokens', async () => {
    for (const token of ['x'.repeat(43), 'abc', '%E3%81%82']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v2/reset/${token}` })).statusCode).toBe(404);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v2/reset/${token}`,
        payload: { password: 'newSecret99' },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('mails at most three links an hour to one account', async () => {
    const member = await createTestMember(t.app);
    for (let i = 0; i < 5; i += 1) expect((await requestReset(member.email)).statusCode).toBe(200);
    expect(await mailsTo(member.email)).toHaveLength(3);
    at(61 * 60_000);
    await requestReset(member.email);
    expect(await mailsTo(member.email)).toHaveLength(4);
  });

  it('mails nothing to a member who has left', async () => {
    const member = await createTestMember(t.app);
    await t.app.db
      .update(users)
      .set({ leftAt: new Date(clock) })
      .where(eq(users.id, member.id));
    await requestReset(member.email);
    expect(await mailsTo(member.email)).toHaveLength(0);
  });
});

describe('OpenAPI', () => {
  it("describes every members' call from its schemas, with the bearer token where one is needed", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
    const expected: [string, string[]][] = [
      ['/api/v2/login', ['post']],
      ['/api/v2/logout', ['post']],
      ['/api/v2/check-login', ['get']],
      ['/api/v2/reset', ['post']],
      ['/api/v2/reset/{token}', ['get', 'post']],
      ['/api/v2/user', ['get', 'post']],
      ['/api/v2/account', ['put']],
      ['/api/v2/leave', ['post']],
      ['/api/v2/sources', ['get', 'post']],
      ['/api/v2/sources/{id}', ['get', 'put', 'delete']],
      ['/api/v2/destinations', ['get', 'post']],
      ['/api/v2/destinations/{id}', ['get', 'put', 'delete']],
      ['/api/v2/address/{postal}', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual([...methods].sort());
    }
    expect(doc.paths['/api/v2/account']?.put?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v2/login']?.post?.security).toBeUndefined();
  });
});
