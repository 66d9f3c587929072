// 銀行振込 end to end through the API (issue 21 point 1, decision 0820): ordered awaiting payment,
// the account and deadline on My page and in the mail, staff recording full, short and over
// transfers, the deadline cancelling what never came, and the documents before and after payment.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Purchase } from '@shop/domain/answers';
import { ORDER_STATUS as S } from '@shop/domain/orders';
import { sampleShopProfile } from '@shop/domain/shop-profile';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { loadConfig } from '../../config.ts';
import { auditLog, mailOutbox, orderEvents, orders, payments, purchases } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import {
  addCoupon,
  grantPoints,
  memberState,
  postPurchase,
  purchaseBody,
  WHITE_PP_PRICE,
} from '../checkout/test-support.ts';
import { createTestStaff, staffPurchaseView, type TestStaff } from '../staff/test-staff.ts';
import { AdminInputError } from '../../admin/admin-input.ts';
import { expireTransfersCommand } from '../../admin/commands/purchases.ts';
import { expireOverdueTransfers } from './expire.ts';

let t: TestApp;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestStaff(t.app);
});
afterAll(async () => t.close());

const account = sampleShopProfile.bankAccount;

type Recorded = { data: Record<string, unknown> };
type Failure = { message: string; errors: Record<string, string> };
type Configured = { data: { paymentMethods: string[] } };
type Profile = { data: { bankAccount?: unknown } };
/** Ordered Friday 20 November 2026: seven business days after it, 23 November being a holiday. */
const DUE = '2026-12-02';

async function orderByTransfer(member: TestMember, checkout: Record<string, unknown> = {}): Promise<string> {
  const res = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'bank', ...checkout }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
}

const myPurchase = async (member: TestMember, purchaseId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/purchases/${purchaseId}`,
    headers: member.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Purchase }>().data;
};

const record = (purchaseId: string, amount: number, seenReceived = 0) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/purchases/${purchaseId}/bank-transfer`,
    headers: staff.headers,
    payload: { amount, seenReceived },
  });

const statuses = async (purchaseId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId))).map((row) => row.status);

const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

const expire = (now: Date) => expireOverdueTransfers({ db: t.app.db, now, publicUrl: t.config.publicUrl });

describe('ordering by bank transfer', () => {
  it('places the order awaiting payment, with the account, amount, name and deadline on My page and in the mail', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await orderByTransfer(member);
    const [purchase] = await t.app.db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
    expect(purchase).toMatchObject({ paymentMethod: 'bank', paymentStatus: 'pending' });
    expect(await statuses(purchaseId)).toEqual([S.waitingPurchase]);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
    expect(payment).toMatchObject({ method: 'bank', status: 'pending', amount: WHITE_PP_PRICE });
    expect(payment?.detail).toMatchObject({ dueDate: DUE, received: 0, transfers: [] });

    const shown = await myPurchase(member, purchaseId);
    expect(shown.paymentMethodLabel).toBe('銀行振込');
    expect(shown.bankTransfer).toEqual({
      account,
      virtualAccount: false,
      amount: WHITE_PP_PRICE,
      received: 0,
      transferName: purchaseId,
      dueDate: DUE,
      dueDateLabel: '2026年12月2日(水)',
      state: 'awaiting',
      difference: 0,
      accepted: null,
      closedAt: null,
    });
    // The order stands: the done page thanks for it once (the GA4 purchase event).
    const thanks = await t.app.inject({
      method: 'GET',
      url: `/api/v2/thanks/${purchaseId}`,
      headers: member.headers,
    });
    expect(thanks.statusCode).toBe(200);
    // 請求書 before payment, 領収書 only after.
    expect(shown.actions).toMatchObject({ invoice: true, receipt: false, cancellable: true });

    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toContain(purchaseId);
    for (const text of [
      '■お支払い方法：銀行振込',
      '下記の口座へ、2026年12月2日(水)までにお振込みください。',
      'お振込み金額：¥2,530',
      `銀行名：${account?.bankName}`,
      `支店名：${account?.branchName}`,
      `口座番号：${account?.accountNumber}`,
      `口座名義：${account?.accountHolder}`,
      `ご注文番号「${purchaseId}」を入れてください`,
    ]) {
      expect(mail?.text).toContain(text);
    }
  });

  it('issues the 請求書 before payment and refuses the 領収書 until paid', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await orderByTransfer(member);
    const issue = (kind: 'invoice' | 'receipt') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v2/issue-${kind}`,
        headers: member.headers,
        payload: { to: '株式会社テスト', purchase_id: purchaseId },
      });
    expect((await issue('invoice')).statusCode).toBe(200);
    const refused = await issue('receipt');
    expect(refused.statusCode).toBe(422);
    expect((await record(purchaseId, WHITE_PP_PRICE)).statusCode).toBe(200);
    expect((await issue('receipt')).statusCode).toBe(200);
  });

  it('orders once when the same request is sent twice at once (one Idempotency-Key)', async () => {
    const member = await createTestMember(t.app);
    const body = purchaseBody({ paymentMethod: 'bank' });
    const key = randomUUID();
    const answers = await Promise.all([
      postPurchase(t.app, member, body, key),
      postPurchase(t.app, member, body, key),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    // The second either waits for the first's answer (200) or is told it is still running (409).
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    const state = await memberState(t.app, member.id);
    expect(state.purchases).toHaveLength(1);
    const again = await postPurchase(t.app, member, body, key);
    expect(again.statusCode).toBe(200);
    expect((await memberState(t.app, member.id)).purchases).toHaveLength(1);
  });
});

describe('staff record a transfer (POST /api/admin/purchases/{purchaseId}/bank-transfer)', () => {
  it('full: the orders move on (10 → 2), the purchase is paid, audited and the customer mailed', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await orderByTransfer(member);
    const res = await record(purchaseId, WHITE_PP_PRICE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Recorded>().data).toMatchObject({
      judgement: 'full',
      difference: 0,
      received: WHITE_PP_PRICE,
    });
    expect(await statuses(purchaseId)).toEqual([S.purchased]);
    const shown = await myPurchase(member, purchaseId);
    expect(shown.paymentStatus).toBe('paid');
    expect(shown.bankTransfer).toMatchObject({ state: 'paid', received: WHITE_PP_PRICE });
    expect(shown.actions).toMatchObject({ invoice: true, receipt: true });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.subjectId, purchaseId));
    expect(audit.map((entry) => entry.action)).toEqual(['payment.bank.received']);
    expect(audit[0]?.actor).toBe(staff.email);
    const subjects = (await mailsTo(member.email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('ご入金確認のお知らせ'))).toBe(true);
  });

  it('short: the order keeps waiting, the customer is asked for the rest, and the rest completes it', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await orderByTransfer(member);
    const today = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/today', headers: staff.headers })).json<{
        data: { counts: { transfersShort: number } };
      }>().data.counts.transfersShort;
    const before = await today();
    const short = await record(purchaseId, 2000);
    expect(short.json<Recorded>().data).toMatchObject({
      judgement: 'short',
      difference: 530,
      received: 2000,
    });
    expect(await statuses(purchaseId)).toEqual([S.waitingPurchase]);
    expect((await myPurchase(member, purchaseId)).bankTransfer).toMatchObject({
      state: 'short',
      difference: 530,
    });
    const asked = (await mailsTo(member.email)).at(-1);
    expect(asked?.subject).toContain('お振込み金額の不足について');
    expect(asked?.text).toContain('¥530 不足しております');
    // A short one is never cancelled by the deadline: the shop holds the customer's money.
    await expire(new Date('2026-12-10T12:00:00+09:00'));
    expect(await statuses(purchaseId)).toEqual([S.waitingPurchase]);

    // Today shows it to staff until the rest arrives.
    expect(await today()).toBe(before + 1);
    const rest = await record(purchaseId, 530, 2000);
    expect(rest.json<Recorded>().data).toMatchObject({ judgement: 'full', received: WHITE_PP_PRICE });
    expect(await statuses(purchaseId)).toEqual([S.purchased]);
    expect(await today()).toBe(before);
  });

  it('over: the order moves on and staff see what to give back', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await orderByTransfer(member);
    const over = await record(purchaseId, 3000);
    expect(over.json<Recorded>().data).toMatchObject({ judgement: 'over', difference: 470 });
    expect(await statuses(purchaseId)).toEqual([S.purchased]);
    expect((await staffPurchaseView(t.app, staff, purchaseId)).purchase.bankTransfer).toMatchObject({
      state: 'over',
      difference: 470,
      received: 3000,
    });
  });

  it('refuses a record made from an older view, a card purchase and an amount that is no amount', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await orderByTransfer(member);
    expect((await record(purchaseId, 1000)).statusCode).toBe(200);
    const stale = await record(purchaseId, 1530, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<Failure>().message).toContain('画面を読み込み直して');

    const bad = await record(purchaseId, 0, 1000);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Failure>().errors.amount).toBe('入金額は1円以上で入力してください');

    const cod = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'onDelivery' }));
    const codId = cod.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
    const notBank = await record(codId, 100);
    expect(notBank.statusCode).toBe(409);
    expect(notBank.json<Failure>().message).toBe('このご注文は銀行振込ではありません');
  });

  it('two records sent at once from the same view move the order once', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await orderByTransfer(member);
    const answers = await Promise.all([
      record(purchaseId, WHITE_PP_PRICE),
      record(purchaseId, WHITE_PP_PRICE),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await statuses(purchaseId)).toEqual([S.purchased]);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId));
    const moves = await t.app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order?.id ?? 0), eq(orderEvents.toStatus, S.purchased)));
    expect(moves).toHaveLength(1);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
    expect(payment?.detail).toMatchObject({ received: WHITE_PP_PRICE });
  });
});

describe('the deadline', () => {
  it('cancels an unpaid transfer the day after its due day, gives back points and coupon, and mails', async () => {
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, 300);
    const coupon = await addCoupon(t.app, { amount: 500 });
    const purchaseId = await orderByTransfer(member, { pointUse: 300, coupon: { code: coupon.code } });
    const before = await memberState(t.app, member.id);
    expect(before.holdingPoint).toBe(0);
    expect(before.couponUses).toHaveLength(1);

    // The whole due day is the customer's.
    expect((await expire(new Date(`${DUE}T23:59:00+09:00`))).expired).toBe(0);
    expect(await statuses(purchaseId)).toEqual([S.waitingPurchase]);

    const after = new Date('2026-12-03T00:01:00+09:00');
    expect((await expire(after)).expired).toBeGreaterThanOrEqual(1);
    expect(await statuses(purchaseId)).toEqual([S.canceled]);
    const state = await memberState(t.app, member.id);
    expect(state.holdingPoint).toBe(300);
    expect(state.couponUses).toHaveLength(0);
    const shown = await myPurchase(member, purchaseId);
    expect(shown.bankTransfer).toMatchObject({ state: 'expired' });
    expect(shown.actions).toMatchObject({ invoice: false, receipt: false, cancellable: false });
    const mail = (await mailsTo(member.email)).at(-1);
    expect(mail?.subject).toContain('お振込み期限を過ぎたため、ご注文をキャンセルしました');
    expect(mail?.text).toContain('ご利用のポイント（300pt）はお戻ししました。');
    expect(mail?.text).toContain('ご利用のクーポンは再びご利用いただけます。');

    // Once only: a second round finds nothing, gives nothing back twice, mails nobody.
    const mails = (await mailsTo(member.email)).length;
    await expire(after);
    expect((await memberState(t.app, member.id)).holdingPoint).toBe(300);
    expect(await mailsTo(member.email)).toHaveLength(mails);
    // A late record is refused: nothing is awaited any more.
    expect((await record(purchaseId, WHITE_PP_PRICE)).statusCode).toBe(409);
  });

  it('a record and the expiry racing each other: one wins, the order is paid or cancelled, never both', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await orderByTransfer(member);
    const [recorded] = await Promise.all([
      record(purchaseId, WHITE_PP_PRICE),
      expire(new Date('2026-12-03T00:01:00+09:00')),
    ]);
    const [status] = await statuses(purchaseId);
    if (recorded.statusCode === 200) expect(status).toBe(S.purchased);
    else {
      expect(recorded.statusCode).toBe(409);
      expect(status).toBe(S.canceled);
    }
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
    expect(payment?.status).toBe(status === S.purchased ? 'paid' : 'failed');
  });

  it('leaves a purchase the customer cancelled to the cancellation, without a second mail', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await orderByTransfer(member);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/cancel/${purchaseId}`,
      headers: member.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const mails = (await mailsTo(member.email)).length;
    await expire(new Date('2026-12-03T12:00:00+09:00'));
    expect(await mailsTo(member.email)).toHaveLength(mails);
    expect((await myPurchase(member, purchaseId)).bankTransfer).toMatchObject({ state: 'cancelled' });
  });
});

describe('npm run admin -- purchases:expire-transfers', () => {
  it('cancels the overdue transfers now; --as-of only on a test server', async () => {
    const member = await createTestMember(t.app);
    const purchaseId = await orderByTransfer(member);
    expect(await expireTransfersCommand(t.app, [])).toMatch(/^お振込み期限切れでキャンセル: \d+件$/);
    expect(await statuses(purchaseId)).toEqual([S.waitingPurchase]);
    expect(await expireTransfersCommand(t.app, ['--as-of', '2026-12-03'])).toMatch(/: [1-9]\d*件$/);
    expect(await statuses(purchaseId)).toEqual([S.canceled]);

    const development = Object.create(t.app, {
      config: { value: { ...t.config, appEnv: 'development' } },
    }) as typeof t.app;
    await expect(expireTransfersCommand(development, ['--as-of', '2026-12-03'])).rejects.toThrow(
      AdminInputError,
    );
    await expect(expireTransfersCommand(t.app, ['--as-of', '12/03'])).rejects.toThrow(AdminInputError);
  });
});

describe('configuration', () => {
  it('offers bank transfer by default, with the account in the operator profile', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v2/client-config' });
    expect(config.json<Configured>().data.paymentMethods).toEqual([
      'epsilon',
      'onDelivery',
      'point',
      'bank',
      'paypay',
      'vbank',
      'gmoab',
      'gmokb',
    ]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v2/shop-profile' });
    expect(profile.json<Profile>().data.bankAccount).toEqual(account);
  });

  it('switched off: not offered, refused at purchase with nothing written, no account printed', async () => {
    const off = await createTestApp({ env: { PAYMENT_METHODS: 'epsilon,onDelivery,point' } });
    try {
      const member = await createTestMember(off.app);
      const res = await postPurchase(off.app, member, purchaseBody({ paymentMethod: 'bank' }));
      expect(res.statusCode).toBe(422);
      expect(res.json<Failure>().errors['checkout.paymentMethod']).toBe(
        'このお支払い方法は現在ご利用いただけません。別のお支払い方法をお選びください',
      );
      expect((await memberState(off.app, member.id)).purchases).toHaveLength(0);
      const config = await off.app.inject({ method: 'GET', url: '/api/v2/client-config' });
      expect(config.json<Configured>().data.paymentMethods).toEqual(['epsilon', 'onDelivery', 'point']);
      const profile = await off.app.inject({ method: 'GET', url: '/api/v2/shop-profile' });
      expect(profile.json<Profile>().data.bankAccount).toBeUndefined();
    } finally {
      await off.close();
    }
  });

  it('refuses to offer bank transfer with no account in the profile, and an unknown method', () => {
    expect(() => loadConfig({ APP_ENV: 'test', PAYMENT_METHODS: 'epsilon,cash' })).toThrow(/PAYMENT_METHODS/);
    expect(() => loadConfig({ APP_ENV: 'test', PAYMENT_METHODS: '' })).toThrow(/PAYMENT_METHODS/);
  });
});

it('uses the test clock: ordered on TEST_NOW', () => {
  expect(TEST_NOW.toISOString()).toBe('2026-11-20T01:00:00.000Z');
});
