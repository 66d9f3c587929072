// Issue 14, point 2 (decision 0611): a member proves the address by a mailed link, at signup or
// later; a visitor's estimate from that address becomes theirs only then.
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { yamadaTaro } from '../../../test/members.ts';
import { answerEstimate } from '../../admin/estimates-commands.ts';
import { estimateRequests, estimates, mailOutbox, users } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import type { Estimate } from '../estimates/schemas.ts';
import { emailVerificationMessages } from './messages.ts';
import { VERIFICATION_LIFETIME_MS, VERIFICATIONS_PER_HOUR } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let serial = 0;
const newEmail = (name = 'proof') => `${name}${(serial += 1)}-${process.pid}-${Date.now()}@example.jp`;

const post = (url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/v2${url}`, headers, ...(payload ? { payload } : {}) });
const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token of the latest link mailed to `email`. */
async function mailedToken(email: string, path: 'verify-email' | 'reset'): Promise<string> {
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, `%/sp/${path}/%`)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = new RegExp(`/sp/${path}/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no ${path} link mailed to ${email}`);
  return token;
}

/** An answered estimate a visitor asked for from `email`. */
async function visitorEstimate(email: string, estimateNumber: string) {
  await t.app.db.insert(estimates).values({
    email,
    estimateNumber,
    status: 1,
    title: '訪問者の見積',
    response: { children: [{ no: 1, amountWithTax: 8_800 }] },
    validUntil: '2026-12-20',
  });
}

async function signUp(email: string) {
  const res = await post(
    '/user',
    {},
    {
      ...yamadaTaro,
      organization: '',
      addressLine2: '',
      fax: '',
      emergencyTel: '',
      email,
      password: 'sticker2026',
      receivedPostalData: [{ prefecture: '東京都', city: '千代田区' }],
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  const login = await post('/login', {}, { email, password: 'sticker2026' });
  return headersOf(login.json<{ data: { token: string } }>().data.token);
}

const user = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/user', headers })).json<{
    data: { user: { emailVerified: boolean } };
  }>().data.user;
const estimateNumbers = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v2/estimates', headers }))
    .json<{ data: Estimate[] }>()
    .data.map((estimate) => estimate.estimateNumber);

describe('proving the address', () => {
  it('mails a link at signup; following it proves the address and brings the visitor’s estimates', async () => {
    const email = newEmail();
    await visitorEstimate(email.toUpperCase(), `V-${serial}-1`);
    const headers = await signUp(email);
    expect(await user(headers)).toMatchObject({ emailVerified: false });
    expect(await estimateNumbers(headers)).toEqual([]);

    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, '%/sp/verify-email/%')));
    expect(mail?.subject).toBe('【シールラボ】メールアドレスのご確認のお願い');
    expect(mail?.text).toContain('山田 太郎 様');
    expect(mail?.text).toContain('※URLの有効期限は 2026年11月21日(土) 10:00 までです。');

    const token = await mailedToken(email, 'verify-email');
    const proved = await post(`/email-verification/${token}`);
    expect(proved.statusCode).toBe(200);
    expect(proved.json()).toEqual({ data: { email, attachedEstimates: 1 } });
    expect(await user(headers)).toMatchObject({ emailVerified: true });
    expect(await estimateNumbers(headers)).toEqual([`V-${serial}-1`]);

    const again = await post(`/email-verification/${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: emailVerificationMessages.linkInvalid, errors: {} });
  });

  it('refuses an unknown, malformed or expired link alike', async () => {
    const email = newEmail();
    await signUp(email);
    const token = await mailedToken(email, 'verify-email');
    t.setNow(new Date(t.app.now().getTime() + VERIFICATION_LIFETIME_MS + 1000));
    try {
      for (const link of [token, 'x'.repeat(43), 'not-a-token']) {
        const res = await post(`/email-verification/${link}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: emailVerificationMessages.linkInvalid, errors: {} });
      }
    } finally {
      t.setNow(new Date(t.app.now().getTime() - VERIFICATION_LIFETIME_MS - 1000));
    }
  });

  it('does not let a link sent to a former address prove a new one', async () => {
    const victim = newEmail('victim');
    await visitorEstimate(victim, `V-${serial}-2`);
    const member = await createTestMember(t.app);
    await post('/email-verification', member.headers);
    const oldLink = await mailedToken(member.email, 'verify-email');
    await post('/reset', {}, { email: member.email });
    const oldReset = await mailedToken(member.email, 'reset');

    const current = await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: member.headers });
    const profile = current.json<{ data: { user: Record<string, unknown> } }>().data.user;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/account',
      headers: member.headers,
      payload: {
        ...yamadaTaro,
        organization: '',
        addressLine2: '',
        fax: '',
        emergencyTel: '',
        receivedPostalData: [{ prefecture: '東京都', city: '千代田区' }],
        postalCode: String(profile.postalCode).padStart(7, '0'),
        email: victim,
        password: '',
        currentPassword: member.password,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await post(`/email-verification/${oldLink}`)).statusCode).toBe(404);
    expect((await post(`/reset/${oldReset}`, {}, { password: 'newpass2026' })).statusCode).toBe(404);
    expect(await estimateNumbers(member.headers)).toEqual([]);
    // The new address got its own link.
    expect(await mailedToken(victim, 'verify-email')).not.toBe(oldLink);
  });

  it('takes a followed password-reset link as proof too', async () => {
    const member = await createTestMember(t.app);
    await visitorEstimate(member.email, `V-${serial}-3`);
    await post('/reset', {}, { email: member.email });
    const token = await mailedToken(member.email, 'reset');
    expect((await post(`/reset/${token}`, {}, { password: 'newpass2026' })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
    const login = await post('/login', {}, { email: member.email, password: 'newpass2026' });
    expect(await estimateNumbers(headersOf(login.json<{ data: { token: string } }>().data.token))).toEqual([
      `V-${serial}-3`,
    ]);
  });
});

describe('POST /email-verification (send the link again)', () => {
  it('needs a login, sends at most 3 an hour, and answers 409 once proved', async () => {
    expect((await post('/email-verification')).statusCode).toBe(401);
    const member: TestMember = await createTestMember(t.app);
    for (let sent = 0; sent < VERIFICATIONS_PER_HOUR; sent += 1) {
      expect((await post('/email-verification', member.headers)).statusCode).toBe(200);
    }
    const flood = await post('/email-verification', member.headers);
    expect(flood.statusCode).toBe(429);
    expect(flood.json()).toEqual({
      message: emailVerificationMessages.tooMany(VERIFICATIONS_PER_HOUR),
      errors: {},
    });

    expect(
      (await post(`/email-verification/${await mailedToken(member.email, 'verify-email')}`)).statusCode,
    ).toBe(200);
    const done = await post('/email-verification', member.headers);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ message: emailVerificationMessages.alreadyVerified, errors: {} });
  });
});

describe('answering a visitor’s estimate request (staff)', () => {
  async function answerVisitorRequest(email: string, estimateNumber: string) {
    const [request] = await t.app.db
      .insert(estimateRequests)
      .values({ form: { email, familyName: '訪問', givenName: '者', organization: '' } })
      .returning({ id: estimateRequests.id });
    await answerEstimate(
      t.app.db,
      {
        estimateNumber,
        estimateRequestId: request!.id,
        title: '見積',
        children: [{ no: 1, amountWithTax: 5_500 }],
      },
      { now: t.app.now(), config: t.config },
    );
    const [row] = await t.app.db.select().from(estimates).where(eq(estimates.estimateNumber, estimateNumber));
    return row;
  }

  it('gives it to the member who proved the address, and to nobody who has not', async () => {
    const proved = await createTestMember(t.app, { emailVerifiedAt: t.app.now() });
    const unproved = await createTestMember(t.app);
    expect(await answerVisitorRequest(proved.email.toUpperCase(), `V-${serial}-4`)).toMatchObject({
      userId: proved.id,
    });
    expect(await answerVisitorRequest(unproved.email, `V-${serial}-5`)).toMatchObject({ userId: null });
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, unproved.email), like(mailOutbox.subject, '%お見積りのご回答%')));
    expect(mail?.text).toContain('メールアドレスの確認を済ませていただくと');
  });
});
