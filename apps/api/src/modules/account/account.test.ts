import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, fieldMessages, validationMessages } from '@shop/domain/messages';
import { ORDER_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { yamadaTaro } from '../../../test/members.ts';
import { addresses, estimates, mailOutbox, orders, sessions, users } from '../../db/schema.ts';
import { LOGIN_LIMITS } from '../auth/login-throttle.ts';
import { memberMessages } from '../auth/member-messages.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface User {
  id: number;
  email: string;
  familyName: string;
  postalCode: number | null;
  addressLevel1: string;
  sources: { id: number }[];
  destinations: { id: number }[];
  activeOrders: number;
  deliveredOrders: number;
  activeEstimates: number;
  estimateTo: string;
  [key: string]: unknown;
}

let serial = 0;
const newEmail = () => `signup${(serial += 1)}-${Date.now()}@example.jp`;

/** The signup form as the web sends it. */
const signupForm = (overrides: Record<string, unknown> = {}) => ({
  ...yamadaTaro,
  organization: '',
  addressLine2: '',
  fax: '',
  emergencyTel: '090-1234-5678',
  email: newEmail(),
  password: 'sticker2026',
  receivedPostalData: [{ prefecture: '東京都', city: '千代田区' }],
  ...overrides,
});

/** The account form: the profile as loaded, with the changes. */
const accountForm = (member: TestMember, overrides: Record<string, unknown> = {}) => ({
  ...signupForm({ email: member.email, password: '', currentPassword: '' }),
  ...overrides,
});

const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v2/user', payload });
type Headers = Record<string, string>;
const getUser = (member: { headers: Headers } | null) =>
  t.app.inject({ method: 'GET', url: '/api/v2/user', headers: member ? member.headers : {} });
const putAccount = (member: TestMember, payload: object, headers: Headers = member.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/v2/account', headers, payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/login', payload: { email, password } });
const tokenOf = async (email: string, password: string) =>
  (await login(email, password)).json<{ data: { token: string } }>().data.token;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const lastMailTo = async (to: string, subject?: string) =>
  (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id))).find(
    (mail) => subject === undefined || mail.subject === subject,
  );

describe('POST /api/v2/user (signup)', () => {
  it('registers the member, hashes the password with argon2id and queues a welcome mail', async () => {
    const payload = signupForm();
    const res = await signup(payload);
    expect(res.statusCode).toBe(200);
    const { user } = res.json<{ data: { user: User } }>().data;
    expect(user).toMatchObject({
      email: payload.email,
      familyName: '山田',
      postalCode: 1000001,
      addressLevel1: '13',
      emergencyTel: '090-1234-5678',
      holdingPoint: 0,
      sources: [],
      destinations: [],
      activeOrders: 0,
      deliveredOrders: 0,
      activeEstimates: 0,
      estimateTo: '山田 太郎',
    });
    expect(res.body).not.toContain(payload.password);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await lastMailTo(payload.email, '【シールラボ】会員登録が完了しました');
    expect(mail).toBeDefined();
    // … and the link that proves the address (decision 0611).
    expect((await lastMailTo(payload.email))?.subject).toBe('【シールラボ】メールアドレスのご確認のお願い');
    expect(mail?.text).toContain('山田 太郎 様');
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
  });

  it('takes the postal code as a number or as text, and stores 060-0000 as 600000', async () => {
    for (const postalCode of [600000, '060-0000', '0600000']) {
      const res = await signup(
        signupForm({ postalCode, addressLevel1: '01', addressLevel2: '札幌市中央区' }),
      );
      expect(res.statusCode, String(postalCode)).toBe(200);
      expect(res.json<{ data: { user: User } }>().data.user.postalCode).toBe(600000);
    }
  });

  it('answers 409 with the Japanese message when the e-mail is registered, in any case', async () => {
    const first = signupForm();
    expect((await signup(first)).statusCode).toBe(200);
    const res = await signup(signupForm({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: memberMessages.emailTaken, errors: {} });
  });

  it('logs the new member in: the answer carries a working token (decision 0664)', async () => {
    const res = await signup(signupForm());
    const { token, user } = res.json<{ data: { token: string; user: User } }>().data;
    expect(token).toMatch(/.{20,}/);
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ data: { user: User } }>().data.user.id).toBe(user.id);
  });

  it('POST /email-check says whether an address can still sign up, in any case', async () => {
    const first = signupForm();
    const check = (email: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v2/email-check', payload: { email } });
    expect((await check(first.email)).json()).toEqual({ data: { available: true } });
    await signup(first);
    expect((await check(first.email.toUpperCase())).json()).toEqual({ data: { available: false } });
    const bad = await check('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors.email).toBe(fieldMessages.email);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no family name', { familyName: '' }, 'familyName', fieldMessages.mustEnter],
    [
      'a name outside JIS X 0208',
      { givenName: '𠮷男' },
      'givenName',
      fieldMessages.unusableCharacterAt(1, '𠮷', '吉'),
    ],
    ['half-width katakana', { familyName: 'ﾔﾏﾀﾞ' }, 'familyName', fieldMessages.unusableCharacterAt(1)],
    ['a reading in hiragana', { givenKana: 'たろう' }, 'givenKana', fieldMessages.katakanaOnly],
    ['no postal code', { postalCode: undefined }, 'postalCode', fieldMessages.mustEnter],
    ['an unknown postal code', { postalCode: 9999999 }, 'postalCode', fieldMessages.postalCheck],
    ['a postal code of another city', { addressLevel2: '港区' }, 'postalCode', fieldMessages.postalMismatch],
    ['no prefecture', { addressLevel1: '00' }, 'addressLevel1', fieldMessages.mustSelect],
    ['a bad tel', { tel: '1234' }, 'tel', fieldMessages.tel],
    ['a bad fax', { fax: '03-12' }, 'fax', validationMessages.fax],
    ['a bad e-mail', { email: 'taro@example' }, 'email', fieldMessages.email],
    ['a short password', { password: 'abc123' }, 'password', validationMessages.passwordLength],
    [
      'a password without digits',
      { password: 'stickerlab' },
      'password',
      validationMessages.passwordLetterAndDigit,
    ],
  ])('refuses %s with 400 and the field message', async (_case, overrides, field, message) => {
    const res = await signup(signupForm(overrides));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.message).toBe(apiMessages.badRequest);
    expect(body.errors[field]).toBe(message);
  });
});

describe('GET /api/v2/user', () => {
  it('is 401 without a valid token', async () => {
    const res = await getUser(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: apiMessages.unauthorized, errors: {} });
  });

  it("gives the member's own data with address book, order and estimate counts", async () => {
    const member = await createTestMember(t.app, { organization: '株式会社シールラボ' });
    const other = await createTestMember(t.app);
    const address = {
      postalCode: 1000001,
      addressLevel1: '13',
      addressLevel2: '千代田区',
      addressLine1: '千代田1-1',
      familyName: '佐藤',
      tel: '03-1234-5678',
    };
    await t.app.db.insert(addresses).values([
      { ...address, userId: member.id, kind: 'source' },
      { ...address, userId: member.id, kind: 'destination' },
      { ...address, userId: member.id, kind: 'destination', deletedAt: new Date() },
      { ...address, userId: other.id, kind: 'destination' },
    ]);
    const order = (userId: number, status: number, n: number) => ({
      purchaseId: `2611200000${n}`,
      orderId: `2611200000${n}-1-${userId}`,
      userId,
      productId: 1,
      num: 100,
      status,
      deliveryDateProduct: 5,
      amountProduct: 1000,
      amountOption: 0,
      amountTotal: 1000,
      item: {},
    });
    await t.app.db
      .insert(orders)
      .values([
        order(member.id, ORDER_STATUS.purchased, 1),
        order(member.id, ORDER_STATUS.shipped, 2),
        order(member.id, ORDER_STATUS.delivered, 3),
        order(member.id, ORDER_STATUS.canceled, 4),
        order(other.id, ORDER_STATUS.purchased, 5),
      ]);
    const estimate = (n: number, validUntil: string | null, deletedAt: Date | null = null) => ({
      userId: member.id,
      email: member.email,
      estimateNumber: `E${member.id}-${n}`,
      validUntil,
      deletedAt,
    });
    await t.app.db
      .insert(estimates)
      .values([
        estimate(1, '2026-12-31'),
        estimate(2, null),
        estimate(3, '2026-11-19'),
        estimate(4, '2026-12-31', new Date()),
      ]);

    const res = await getUser(member);
    expect(res.statusCode).toBe(200);
    const { user } = res.json<{ data: { user: User } }>().data;
    expect(Object.keys(user).sort()).toEqual(
      [
        'id',
        'email',
        'organization',
        'familyName',
        'givenName',
        'familyKana',
        'givenKana',
        'postalCode',
        'addressLevel1',
        'addressLevel2',
        'addressLine1',
        'addressLine2',
        'tel',
        'fax',
        'emergencyTel',
        'holdingPoint',
        'sources',
        'destinations',
        'activeOrders',
        'deliveredOrders',
        'activeEstimates',
        'estimateTo',
        'emailVerified',
      ].sort(),
    );
    expect(user).toMatchObject({
      id: member.id,
      email: member.email,
      activeOrders: 2,
      deliveredOrders: 1,
      activeEstimates: 2,
    });
    expect(user.sources).toHaveLength(1);
    expect(user.destinations).toHaveLength(1);
    expect(user.estimateTo).toBe('株式会社シールラボ');
    expect(res.body).not.toMatch(/passwordHash|argon2/);
  });
});

describe('PUT /api/v2/account', () => {
  it('changes the profile without the current password', async () => {
    const member = await createTestMember(t.app);
    const res = await putAccount(
      member,
      accountForm(member, { familyName: '田中', addressLine2: '第2ビル5階', fax: '03-1234-5679' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { user: User } }>().data.user).toMatchObject({
      familyName: '田中',
      addressLine2: '第2ビル5階',
      fax: '03-1234-5679',
      email: member.email,
    });
    expect((await getUser(member)).json<{ data: { user: User } }>().data.user.familyName).toBe('田中');
  });

  it('is 401 without a token', async () => {
    const member = await createTestMember(t.app);
    expect((await putAccount(member, accountForm(member), {})).statusCode).toBe(401);
  });

  it('asks for the current password to change the e-mail: 400 when missing, 422 when wrong', async () => {
    const member = await createTestMember(t.app);
    const email = newEmail();
    const missing = await putAccount(member, accountForm(member, { email }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string> }>().errors.currentPassword).toBe(
      validationMessages.currentPasswordRequired,
    );
    const wrong = await putAccount(member, accountForm(member, { email, currentPassword: 'not-it-123' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: memberMessages.currentPasswordWrong,
      errors: { currentPassword: memberMessages.currentPasswordWrong },
    });
    expect((await getUser(member)).json<{ data: { user: User } }>().data.user.email).toBe(member.email);
  });

  it('changes the e-mail with the current password and tells the old address', async () => {
    const member = await createTestMember(t.app);
    const email = newEmail();
    const res = await putAccount(member, accountForm(member, { email, currentPassword: member.password }));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { user: User } }>().data.user.email).toBe(email);
    const notice = await lastMailTo(member.email);
    expect(notice?.subject).toBe('【シールラボ】メールアドレス変更のお知らせ');
    expect(notice?.text).toContain(email);
    expect((await login(email, member.password)).statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
  });

  it('answers 409 for an e-mail another member holds', async () => {
    const member = await createTestMember(t.app);
    const other = await createTestMember(t.app);
    const res = await putAccount(
      member,
      accountForm(member, { email: other.email, currentPassword: member.password }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(memberMessages.emailTaken);
  });

  it('sets a new password, ends the other sessions, keeps this one and sends a notice', async () => {
    const member = await createTestMember(t.app);
    const otherDevice = await tokenOf(member.email, member.password);
    const missing = await putAccount(member, accountForm(member, { password: 'newSecret99' }));
    expect(missing.statusCode).toBe(400);
    const res = await putAccount(
      member,
      accountForm(member, { password: 'newSecret99', currentPassword: member.password }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('newSecret99');
    expect((await getUser(member)).statusCode).toBe(200);
    expect((await getUser({ headers: bearer(otherDevice) })).statusCode).toBe(401);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
    expect((await login(member.email, 'newSecret99')).statusCode).toBe(200);
    expect((await lastMailTo(member.email))?.subject).toBe('【シールラボ】パスワード変更のお知らせ');
  });

  it('refuses a weak new password with 400', async () => {
    const member = await createTestMember(t.app);
    const res = await putAccount(
      member,
      accountForm(member, { password: 'short', currentPassword: member.password }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors.password).toBe(
      validationMessages.passwordLength,
    );
  });

  it('refuses bad profile input with 400, as at signup', async () => {
    const member = await createTestMember(t.app);
    const res = await putAccount(member, accountForm(member, { addressLevel1: '27' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors.postalCode).toBe(
      fieldMessages.postalMismatch,
    );
  });

  it('counts wrong current passwords as failed logins: past the limit, even the right one is 429', async () => {
    const member = await createTestMember(t.app);
    for (let i = 0; i < LOGIN_LIMITS.accountAddress.max; i += 1) {
      const res = await putAccount(
        member,
        accountForm(member, { password: 'newSecret99', currentPassword: `guess-${i}` }),
      );
      expect(res.statusCode).toBe(422);
    }
    const res = await putAccount(
      member,
      accountForm(member, { password: 'newSecret99', currentPassword: member.password }),
    );
    expect(res.statusCode).toBe(429);
  });
});

describe('POST /api/v2/leave', () => {
  const leave = (headers: Headers) => t.app.inject({ method: 'POST', url: '/api/v2/leave', headers });

  it('anonymises the member, ends every session, keeps orders and frees the e-mail', async () => {
    const member = await createTestMember(t.app, { organization: '株式会社シールラボ', fax: '03-1234-5679' });
    const otherDevice = await tokenOf(member.email, member.password);
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/destinations',
      headers: member.headers,
      payload: {
        id: 0,
        postalCode: 1000001,
        addressLevel1: '13',
        addressLevel2: '千代田区',
        addressLine1: '千代田1-1',
        familyName: '佐藤',
        givenName: '花子',
        familyKana: 'サトウ',
        givenKana: 'ハナコ',
        tel: '03-1234-5678',
      },
    });
    await t.app.db.insert(orders).values({
      purchaseId: '26112099999',
      orderId: '26112099999-1',
      userId: member.id,
      productId: 1,
      num: 100,
      status: ORDER_STATUS.delivered,
      deliveryDateProduct: 5,
      amountProduct: 1000,
      amountOption: 0,
      amountTotal: 1000,
      item: {},
    });

    const res = await leave(member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: '' } });

    expect((await getUser(member)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v2/check-login', headers: bearer(otherDevice) }))
        .statusCode,
    ).toBe(401);
    expect((await leave(member.headers)).statusCode).toBe(401);
    expect((await login(member.email, member.password)).statusCode).toBe(401);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      organization: '',
      familyName: '',
      givenName: '',
      familyKana: '',
      givenKana: '',
      postalCode: null,
      addressLine1: '',
      tel: '',
      fax: '',
    });
    expect(row?.leftAt).not.toBeNull();
    const book = await t.app.db.select().from(addresses).where(eq(addresses.userId, member.id));
    expect(book.length).toBeGreaterThan(0);
    for (const entry of book) {
      expect(entry).toMatchObject({ familyName: '', tel: '', addressLine1: '' });
      expect(entry.deletedAt).toBeInstanceOf(Date);
    }
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(1);
    const live = await t.app.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await lastMailTo(member.email))?.subject).toBe('【シールラボ】退会手続き完了のお知らせ');

    // The same address can sign up again, as a new member.
    const again = await signup(signupForm({ email: member.email }));
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { user: User } }>().data.user.id).not.toBe(member.id);
  });

  it('is refused with 409 while an order is in progress and not yet shipped', async () => {
    const member = await createTestMember(t.app);
    const [row] = await t.app.db
      .insert(orders)
      .values({
        purchaseId: '26112088888',
        orderId: '26112088888-1',
        userId: member.id,
        productId: 1,
        num: 100,
        status: ORDER_STATUS.uploaded,
        deliveryDateProduct: 5,
        amountProduct: 1000,
        amountOption: 0,
        amountTotal: 1000,
        item: {},
      })
      .returning();
    const res = await leave(member.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: memberMessages.leaveBlocked, errors: {} });
    expect((await getUser(member)).statusCode).toBe(200);
    // Once shipped, the member may leave.
    await t.app.db.update(orders).set({ status: ORDER_STATUS.shipped }).where(eq(orders.id, row!.id));
    expect((await leave(member.headers)).statusCode).toBe(200);
  });

  it('is 401 without a token', async () => {
    expect((await leave({})).statusCode).toBe(401);
  });
});
