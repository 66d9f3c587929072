// 銀行振込（バーチャル口座） end to end through the API (issue 21 point 2, decisions 0824, 0825): the
// order gets its own account from the stand-in and waits (10); a tester's deposit on the stand-in
// sends a signed notification that moves it on by itself; a bad signature, a replay, an older
// notification and fifty copies at once change nothing more than once; short and late deposits wait
// for staff, who see them; the deadline cancels what never came, as for bank transfer.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Purchase } from '@shop/domain/answers';
import { ORDER_STATUS as S } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { PRODUCTION_ENV } from '../../../test/production-env.ts';
import { loadConfig } from '../../config.ts';
import {
  auditLog,
  mailOutbox,
  orderEvents,
  orders,
  paymentNotifications,
  payments,
  purchases,
  sandboxVirtualAccounts,
} from '../../db/schema.ts';
import { SIGNATURE_HEADER, signNotification } from '../../payments/notification-signer.ts';
import {
  virtualAccountGatewayFor,
  type VirtualAccountGateway,
} from '../../payments/virtual-account-gateway.ts';
import {
  VBANK_NOTIFICATION_PATH,
  type DepositNotification,
} from '../../payments/virtual-account-notification.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { expireOverdueTransfers } from '../bank-transfer/expire.ts';
import {
  addCoupon,
  grantPoints,
  memberState,
  postPurchase,
  purchaseBody,
  WHITE_PP_PRICE,
} from '../checkout/test-support.ts';
import { createTestStaff, staffPurchaseView, type TestStaff } from '../staff/test-staff.ts';
import { closeFinishedAccounts } from './close-account.ts';

let t: TestApp;
let staff: TestStaff;
let owner: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestStaff(t.app);
  owner = await createTestStaff(t.app, { role: 'owner' });
});
afterAll(async () => t.close());

type Failure = { message: string; errors: Record<string, string> };
type Outcome = { data: { outcome: string } };
/** Ordered Friday 20 November 2026 (TEST_NOW): bank transfer's seven business days. */
const DUE = '2026-12-02';

interface Ordered {
  purchaseId: string;
  accountNumber: string;
  orderNumber: string;
}

async function orderByVirtualAccount(
  member: TestMember,
  checkout: Record<string, unknown> = {},
): Promise<Ordered> {
  const res = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'vbank', ...checkout }));
  expect(res.statusCode, res.body).toBe(200);
  const purchaseId = res.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
  const detail = payment?.detail as { account?: { accountNumber?: string } } | null;
  return {
    purchaseId,
    accountNumber: detail?.account?.accountNumber ?? '',
    orderNumber: payment?.providerReference ?? '',
  };
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

const staffPurchase = async (purchaseId: string) =>
  (await staffPurchaseView(t.app, staff, purchaseId)).purchase;

/** The tester's deposit on the stand-in's page (a form post). */
const depositOnStandIn = (accountNumber: string, kind: 'full' | 'short' | 'over' | 'late') =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox-pay/virtual-accounts/deposit',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account_number: accountNumber, kind }).toString(),
  });

/** A notification as the provider would send it, for the cases the stand-in's page cannot make. */
function notification(ordered: Ordered, fields: Partial<DepositNotification> = {}): DepositNotification {
  return {
    notification_id: `test-${randomUUID()}`,
    order_number: ordered.orderNumber,
    account_number: ordered.accountNumber,
    sequence: 1,
    deposit_amount: WHITE_PP_PRICE,
    total_deposited: WHITE_PP_PRICE,
    deposited_at: '2026-11-20T11:00:00+09:00',
    ...fields,
  };
}

const post = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: VBANK_NOTIFICATION_PATH,
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
    payload: body,
  });

const send = (sent: DepositNotification, secret = t.config.vbank.notificationSecret, at = t.app.now()) => {
  const body = JSON.stringify(sent);
  return post(body, signNotification(secret, body, at));
};

const statuses = async (purchaseId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId))).map((row) => row.status);

const paymentOf = async (purchaseId: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId)))[0];

const movesToPaid = async (purchaseId: string) => {
  const [order] = await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId));
  return t.app.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order?.id ?? 0), eq(orderEvents.toStatus, S.purchased)));
};

const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

describe('ordering with a virtual account', () => {
  it('waits for payment with the order’s own account, amount and deadline on My page and in the mail', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    expect(ordered.accountNumber).toMatch(/^9\d{6}$/);
    expect(ordered.orderNumber).toMatch(/^va-/);
    const [purchase] = await t.app.db
      .select()
      .from(purchases)
      .where(eq(purchases.purchaseId, ordered.purchaseId));
    expect(purchase).toMatchObject({ paymentMethod: 'vbank', paymentStatus: 'pending' });
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
    expect(await paymentOf(ordered.purchaseId)).toMatchObject({
      method: 'vbank',
      status: 'pending',
      amount: WHITE_PP_PRICE,
    });

    const shown = await myPurchase(member, ordered.purchaseId);
    expect(shown.paymentMethodLabel).toBe('銀行振込（バーチャル口座）');
    expect(shown.bankTransfer).toEqual({
      account: {
        bankName: 'さくら青葉銀行',
        branchName: 'バーチャル第一支店',
        accountType: '普通',
        accountNumber: ordered.accountNumber,
        accountHolder: 'カ）シールラボ',
      },
      virtualAccount: true,
      amount: WHITE_PP_PRICE,
      received: 0,
      transferName: '',
      dueDate: DUE,
      dueDateLabel: '2026年12月2日(水)',
      state: 'awaiting',
      difference: 0,
      accepted: null,
      closedAt: null,
    });
    // Each order its own account.
    const other = await orderByVirtualAccount(member);
    expect(other.accountNumber).not.toBe(ordered.accountNumber);

    const [mail] = await mailsTo(member.email);
    for (const text of [
      '■お支払い方法：銀行振込（バーチャル口座）',
      '下記のご注文専用の口座へ、2026年12月2日(水)までにお振込みください。',
      'お振込み金額：¥2,530',
      '支店名：バーチャル第一支店',
      `口座番号：${ordered.accountNumber}`,
      'この口座はこのご注文専用です',
    ])
      expect(mail?.text).toContain(text);
    expect(mail?.text).not.toContain('お名前の前にご注文番号');
  });

  it('refuses the purchase, writing nothing, when the provider cannot issue an account; the key may be sent again', async () => {
    const down = await createTestApp({
      env: { VBANK_PROVIDER_URL: 'http://127.0.0.1:9/provider', CARD_PROVIDER_TIMEOUT_MS: '2000' },
    });
    try {
      const member = await createTestMember(down.app);
      const key = randomUUID();
      const res = await postPurchase(down.app, member, purchaseBody({ paymentMethod: 'vbank' }), key);
      expect(res.statusCode).toBe(503);
      expect(res.json<Failure>().message).toContain('お振込み口座を発行できませんでした');
      expect((await memberState(down.app, member.id)).purchases).toHaveLength(0);
      const again = await postPurchase(down.app, member, purchaseBody({ paymentMethod: 'vbank' }), key);
      expect(again.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  });
});

describe('the deposit notification (POST /api/v2/payments/vbank/notifications)', () => {
  it('a full deposit on the stand-in moves the order on by itself, as staff’s record does, and mails', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    const page = await depositOnStandIn(ordered.accountNumber, 'full');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ショップの応答 200');
    expect(await statuses(ordered.purchaseId)).toEqual([S.purchased]);
    const shown = await myPurchase(member, ordered.purchaseId);
    expect(shown.paymentStatus).toBe('paid');
    expect(shown.bankTransfer).toMatchObject({ state: 'paid', received: WHITE_PP_PRICE });
    const [moved] = await movesToPaid(ordered.purchaseId);
    expect(moved?.actor).toBe('payment');
    const subjects = (await mailsTo(member.email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('ご入金確認のお知らせ'))).toBe(true);
  });

  it('refuses a bad, missing, malformed or stale signature with the envelope, changing nothing', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    const sent = notification(ordered);
    const body = JSON.stringify(sent);
    const cases = [
      { signature: signNotification('another-secret-entirely', body, t.app.now()), status: 401 },
      { signature: undefined, status: 401 },
      { signature: 'sha256=deadbeef', status: 401 },
      // Signed over another body: the amount changed on the way.
      {
        signature: signNotification(
          t.config.vbank.notificationSecret,
          body.replace('2530', '9999'),
          t.app.now(),
        ),
        status: 401,
      },
      {
        signature: signNotification(
          t.config.vbank.notificationSecret,
          body,
          new Date(t.app.now().getTime() - 600_000),
        ),
        status: 400,
      },
    ];
    for (const { signature, status } of cases) {
      const res = await post(body, signature);
      expect(res.statusCode, String(signature)).toBe(status);
      const envelope = res.json<Failure>();
      expect(envelope.message).toMatch(/署名|時刻/);
      expect(envelope.errors).toEqual({});
    }
    // Well signed but no notification: 400, nothing kept.
    const garbage = '{"hello":1}';
    expect(
      (await post(garbage, signNotification(t.config.vbank.notificationSecret, garbage, t.app.now())))
        .statusCode,
    ).toBe(400);
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
    expect((await paymentOf(ordered.purchaseId))?.detail).toMatchObject({ received: 0 });
    const kept = await t.app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notificationId, sent.notification_id));
    expect(kept).toHaveLength(0);
    // The good one still goes through afterwards.
    expect((await send(sent)).json<Outcome>().data.outcome).toBe('applied');
  });

  it('a replayed notification answers 200 and changes nothing', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    const sent = notification(ordered);
    const first = await send(sent);
    expect(first.statusCode).toBe(200);
    expect(first.json<Outcome>().data.outcome).toBe('applied');
    const mails = (await mailsTo(member.email)).length;
    const replay = await send(sent);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<Outcome>().data.outcome).toBe('ignored');
    // The same id with a new total is still the same notification.
    expect((await send({ ...sent, total_deposited: 9999, sequence: 5 })).json<Outcome>().data.outcome).toBe(
      'ignored',
    );
    expect(await movesToPaid(ordered.purchaseId)).toHaveLength(1);
    expect((await paymentOf(ordered.purchaseId))?.detail).toMatchObject({
      received: WHITE_PP_PRICE,
      lastSequence: 1,
    });
    expect(await mailsTo(member.email)).toHaveLength(mails);
  });

  it('an older notification after a newer one changes nothing', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    const older = notification(ordered, { sequence: 1, deposit_amount: 1000, total_deposited: 1000 });
    const newer = notification(ordered, { sequence: 2, deposit_amount: 1000, total_deposited: 2000 });
    expect((await send(newer)).json<Outcome>().data.outcome).toBe('recorded');
    const before = await paymentOf(ordered.purchaseId);
    expect((await send(older)).json<Outcome>().data.outcome).toBe('ignored');
    const after = await paymentOf(ordered.purchaseId);
    expect(after?.detail).toEqual(before?.detail);
    expect(after?.detail).toMatchObject({ received: 2000, lastSequence: 2 });
    expect((await myPurchase(member, ordered.purchaseId)).bankTransfer).toMatchObject({
      state: 'short',
      difference: 530,
    });
    // The rest, newer again: paid.
    const rest = notification(ordered, { sequence: 3, deposit_amount: 530, total_deposited: WHITE_PP_PRICE });
    expect((await send(rest)).json<Outcome>().data.outcome).toBe('applied');
    expect(await statuses(ordered.purchaseId)).toEqual([S.purchased]);
  });

  it('fifty copies of one notification at once move the order once', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    const sent = notification(ordered);
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(sent)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const outcomes = answers.map((answer) => answer.json<Outcome>().data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'ignored')).toHaveLength(49);
    expect(await statuses(ordered.purchaseId)).toEqual([S.purchased]);
    expect(await movesToPaid(ordered.purchaseId)).toHaveLength(1);
    const kept = await t.app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notificationId, sent.notification_id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ purchaseId: ordered.purchaseId, outcome: 'applied' });
    const confirmations = (await mailsTo(member.email)).filter((mail) =>
      mail.subject.includes('ご入金確認のお知らせ'),
    );
    expect(confirmations).toHaveLength(1);
  });

  it('ignores a notification for no order of the shop, or naming another account, answering 200', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    const unknown = await send(notification({ ...ordered, orderNumber: 'va-unknown' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<Outcome>().data.outcome).toBe('ignored');
    const wrongAccount = await send(notification({ ...ordered, accountNumber: '9999999' }));
    expect(wrongAccount.json<Outcome>().data.outcome).toBe('ignored');
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
  });
});

describe('short, over and late deposits', () => {
  const today = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/today', headers: staff.headers })).json<{
      data: { counts: { transfersShort: number } };
    }>().data.counts.transfersShort;

  it('short: recorded, the order keeps waiting, staff see it in the order view and on Today; never expired', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    const before = await today();
    expect((await depositOnStandIn(ordered.accountNumber, 'short')).statusCode).toBe(200);
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
    expect((await staffPurchase(ordered.purchaseId)).bankTransfer).toMatchObject({
      virtualAccount: true,
      state: 'short',
      received: 1265,
      difference: 1265,
    });
    expect(await today()).toBe(before + 1);
    await expireOverdueTransfers({
      db: t.app.db,
      now: new Date('2026-12-10T12:00:00+09:00'),
      publicUrl: t.config.publicUrl,
    });
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
  });

  it('over: the order moves on and staff see what to give back', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    await depositOnStandIn(ordered.accountNumber, 'over');
    expect(await statuses(ordered.purchaseId)).toEqual([S.purchased]);
    expect((await staffPurchase(ordered.purchaseId)).bankTransfer).toMatchObject({
      state: 'over',
      difference: 1000,
    });
  });

  it('late: the whole amount after the due day is recorded, not moved, and shown to staff and the customer', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    const before = await today();
    expect((await depositOnStandIn(ordered.accountNumber, 'late')).statusCode).toBe(200);
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
    expect((await staffPurchase(ordered.purchaseId)).bankTransfer).toMatchObject({
      state: 'late',
      received: WHITE_PP_PRICE,
      difference: 0,
    });
    expect((await myPurchase(member, ordered.purchaseId)).bankTransfer).toMatchObject({ state: 'late' });
    expect(await today()).toBe(before + 1);
    // A later top-up does not move it either: staff decide.
    const topUp = notification(ordered, {
      sequence: 2,
      deposit_amount: 1,
      total_deposited: WHITE_PP_PRICE + 1,
    });
    expect((await send(topUp)).json<Outcome>().data.outcome).toBe('recorded');
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
  });
});

describe('accepting a short or late deposit in one step (decision 0786)', () => {
  type Accepted = {
    data: { accepted: boolean; shortfall: number; received: number; statuses: { status: number }[] };
  };
  const accept = (purchaseId: string, seenReceived: number, by: TestStaff = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/purchases/${purchaseId}/virtual-account/accept`,
      headers: by.headers,
      payload: { seenReceived },
    });
  const auditOf = (purchaseId: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, purchaseId), eq(auditLog.action, 'payment.vbank.accepted')));

  it('short: the owner accepts it, the order moves on, the shortfall is noted and audit-logged; a repeat changes nothing', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    await depositOnStandIn(ordered.accountNumber, 'short');

    const res = await accept(ordered.purchaseId, 1265);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Accepted>().data).toMatchObject({ accepted: true, shortfall: 1265, received: 1265 });
    expect(await statuses(ordered.purchaseId)).toEqual([S.purchased]);
    expect((await paymentOf(ordered.purchaseId))?.status).toBe('paid');
    expect((await staffPurchase(ordered.purchaseId)).bankTransfer).toMatchObject({
      state: 'paid',
      received: 1265,
      difference: 0,
      accepted: { shortfall: 1265, at: t.app.now().toISOString() },
    });
    expect((await myPurchase(member, ordered.purchaseId)).bankTransfer).toMatchObject({ state: 'paid' });
    const [entry] = await auditOf(ordered.purchaseId);
    expect(entry).toMatchObject({
      actor: owner.email,
      before: { state: 'short', received: 1265 },
      after: { shortfall: 1265, amount: WHITE_PP_PRICE },
    });
    const [moved] = await movesToPaid(ordered.purchaseId);
    expect(moved?.memo).toBe('バーチャル口座への入金を受け付け（不足 1,265円を了承）');

    // Sent again (a double click, a retry): the same answer, nothing done twice.
    const again = await accept(ordered.purchaseId, 1265);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Accepted>().data).toMatchObject({ accepted: false, shortfall: 1265 });
    expect(await auditOf(ordered.purchaseId)).toHaveLength(1);
    expect(await movesToPaid(ordered.purchaseId)).toHaveLength(1);
  });

  it('late in full: accepted with nothing forgiven', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    await depositOnStandIn(ordered.accountNumber, 'late');
    const res = await accept(ordered.purchaseId, WHITE_PP_PRICE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Accepted>().data).toMatchObject({ accepted: true, shortfall: 0 });
    expect(await statuses(ordered.purchaseId)).toEqual([S.purchased]);
    expect((await staffPurchase(ordered.purchaseId)).bankTransfer).toMatchObject({
      state: 'paid',
      accepted: { shortfall: 0 },
    });
    const [moved] = await movesToPaid(ordered.purchaseId);
    expect(moved?.memo).toBe('バーチャル口座への期限後の入金を受け付け');
  });

  it('five acceptances at once move the order once', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    await depositOnStandIn(ordered.accountNumber, 'short');
    const answers = await Promise.all(Array.from({ length: 5 }, () => accept(ordered.purchaseId, 1265)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((res) => res.json<Accepted>().data.accepted)).toHaveLength(1);
    expect(await auditOf(ordered.purchaseId)).toHaveLength(1);
    expect(await movesToPaid(ordered.purchaseId)).toHaveLength(1);
  });

  it('is the owner’s: staff of the plain role get 403 and nothing changes', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    await depositOnStandIn(ordered.accountNumber, 'short');
    const res = await accept(ordered.purchaseId, 1265, staff);
    expect(res.statusCode, res.body).toBe(403);
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
    expect(await auditOf(ordered.purchaseId)).toHaveLength(0);
  });

  it('refuses, changing nothing: a view older than the last deposit, nothing to accept, not a virtual account, no such purchase', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    // Nothing has arrived: nothing to accept.
    const nothing = await accept(ordered.purchaseId, 0);
    expect(nothing.statusCode, nothing.body).toBe(409);
    expect(nothing.json<Failure>().message).toContain('受け付ける入金がありません');

    await depositOnStandIn(ordered.accountNumber, 'short');
    // The screen still showed ¥0 received: another deposit came meanwhile.
    const stale = await accept(ordered.purchaseId, 0);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json<Failure>().message).toContain('画面を読み込み直して');
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);

    // Paid in full by itself: nothing left to accept.
    const paid = await orderByVirtualAccount(member);
    await depositOnStandIn(paid.accountNumber, 'full');
    expect((await accept(paid.purchaseId, WHITE_PP_PRICE)).statusCode).toBe(409);

    const bank = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'bank' }));
    const bankId = bank.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
    const notVbank = await accept(bankId, 0);
    expect(notVbank.statusCode, notVbank.body).toBe(409);
    expect(notVbank.json<Failure>().message).toBe('このご注文は銀行振込（バーチャル口座）ではありません');

    expect((await accept('99999999999', 0)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/purchases/${ordered.purchaseId}/virtual-account/accept`,
      headers: owner.headers,
      payload: { seenReceived: 'たくさん' },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(await auditOf(ordered.purchaseId)).toHaveLength(0);
  });
});

describe('the deadline', () => {
  it('cancels an unpaid virtual account the day after its due day with a mail, points and coupon back', async () => {
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, 300);
    const coupon = await addCoupon(t.app, { amount: 500 });
    const ordered = await orderByVirtualAccount(member, { pointUse: 300, coupon: { code: coupon.code } });
    expect((await memberState(t.app, member.id)).holdingPoint).toBe(0);
    const expire = (now: Date) =>
      expireOverdueTransfers({ db: t.app.db, now, publicUrl: t.config.publicUrl });
    await expire(new Date(`${DUE}T23:59:00+09:00`));
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
    await expire(new Date('2026-12-03T00:01:00+09:00'));
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);
    const state = await memberState(t.app, member.id);
    expect(state.holdingPoint).toBe(300);
    expect(state.couponUses).toHaveLength(0);
    expect((await myPurchase(member, ordered.purchaseId)).bankTransfer).toMatchObject({ state: 'expired' });
    const mail = (await mailsTo(member.email)).at(-1);
    expect(mail?.subject).toContain('お振込み期限を過ぎたため、ご注文をキャンセルしました');
    expect(mail?.text).toContain('ご利用のポイント（300pt）はお戻ししました。');
    // Money arriving after that is kept for staff, the order stays cancelled.
    const late = notification(ordered, { deposited_at: '2026-12-03T10:00:00+09:00' });
    expect((await send(late)).json<Outcome>().data.outcome).toBe('recorded');
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);
  });
});

describe('closing the account at the provider (decision 0787)', () => {
  /** The stand-in, with every account it was asked to close counted. */
  const counting = () => {
    const real = virtualAccountGatewayFor(t.app);
    const asked: string[] = [];
    const gateway: VirtualAccountGateway = {
      issue: (input) => real.issue(input),
      close: (orderNumber) => {
        asked.push(orderNumber);
        return real.close(orderNumber);
      },
    };
    return { gateway, asked };
  };
  const down: VirtualAccountGateway = {
    issue: () => Promise.reject(new Error('not used')),
    close: (orderNumber) =>
      Promise.resolve({ status: 'error', orderNumber, reason: 'network', detail: 'connection refused' }),
  };
  const round = (gateway: VirtualAccountGateway, now = t.app.now()) =>
    closeFinishedAccounts({ db: t.app.db, now, gateway });
  const standInAccount = async (orderNumber: string) =>
    (
      await t.app.db
        .select()
        .from(sandboxVirtualAccounts)
        .where(eq(sandboxVirtualAccounts.orderNumber, orderNumber))
    )[0];
  const expiredOn = new Date('2026-12-03T09:00:00+09:00');

  it('closes an expired account once; a provider that is down never holds the expiry up and is asked again next round', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    await expireOverdueTransfers({ db: t.app.db, now: expiredOn, publicUrl: t.config.publicUrl });
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);

    // The provider does not answer: the order stays cancelled, the account is left for the next round.
    const failing = await round(down, expiredOn);
    expect(failing.failed.map((entry) => entry.orderNumber)).toContain(ordered.orderNumber);
    expect((await standInAccount(ordered.orderNumber))?.closedAt).toBeNull();
    expect((await paymentOf(ordered.purchaseId))?.detail).not.toHaveProperty('closedAt');

    const first = counting();
    await round(first.gateway, expiredOn);
    expect(first.asked).toContain(ordered.orderNumber);
    expect((await standInAccount(ordered.orderNumber))?.closedAt).not.toBeNull();
    expect((await staffPurchase(ordered.purchaseId)).bankTransfer).toMatchObject({
      state: 'expired',
      closedAt: expiredOn.toISOString(),
    });

    // Closed: never asked again.
    const second = counting();
    await round(second.gateway, expiredOn);
    expect(second.asked).not.toContain(ordered.orderNumber);
  });

  it('closes the account of an order staff cancelled; an awaiting or paid one stays open', async () => {
    const member = await createTestMember(t.app);
    const cancelled = await orderByVirtualAccount(member);
    const awaiting = await orderByVirtualAccount(member);
    const paid = await orderByVirtualAccount(member);
    await depositOnStandIn(paid.accountNumber, 'full');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/purchases/${cancelled.purchaseId}/cancel`,
      headers: staff.headers,
      payload: { refund: 'none', reason: 'お客様のご依頼' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statuses(cancelled.purchaseId)).toEqual([S.canceled]);

    const closing = counting();
    await round(closing.gateway);
    expect(closing.asked).toContain(cancelled.orderNumber);
    expect(closing.asked).not.toContain(awaiting.orderNumber);
    expect(closing.asked).not.toContain(paid.orderNumber);
    expect((await standInAccount(cancelled.orderNumber))?.closedAt).not.toBeNull();
    expect((await standInAccount(awaiting.orderNumber))?.closedAt).toBeNull();
  });

  it('money reaching a closed account is recorded for staff to give back, and moves nothing', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    await expireOverdueTransfers({ db: t.app.db, now: expiredOn, publicUrl: t.config.publicUrl });
    await round(counting().gateway, expiredOn);

    const deposited = await depositOnStandIn(ordered.accountNumber, 'full');
    expect(deposited.statusCode).toBe(200);
    expect(deposited.body).toContain('この口座はショップが閉鎖済みです');
    expect(deposited.body).toContain('ショップの応答 200');
    const [kept] = await t.app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.purchaseId, ordered.purchaseId));
    expect(kept?.outcome).toBe('recorded');
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);
    expect((await paymentOf(ordered.purchaseId))?.status).toBe('failed');
    expect((await staffPurchase(ordered.purchaseId)).bankTransfer).toMatchObject({
      state: 'expired',
      received: WHITE_PP_PRICE,
    });
  });

  it('the stand-in closes idempotently and refuses a request it cannot read', async () => {
    const close = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox-pay/virtual-accounts/close',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const member = await createTestMember(t.app);
    const ordered = await orderByVirtualAccount(member);
    const fields = { contract_code: t.config.vbank.contractCode, order_number: ordered.orderNumber };
    expect((await close(fields)).json()).toMatchObject({ result: '1', order_number: ordered.orderNumber });
    const closedAt = (await standInAccount(ordered.orderNumber))?.closedAt;
    expect(closedAt).not.toBeNull();
    expect((await close(fields)).json()).toMatchObject({ result: '1' });
    expect((await standInAccount(ordered.orderNumber))?.closedAt).toEqual(closedAt);
    expect((await close({ order_number: 'x y' })).json()).toMatchObject({
      result: '9',
      err_code: 'INVALID_PARAMETER',
    });
  });
});

describe('configuration', () => {
  it('is on by default outside production, and off in production until its provider is named', () => {
    expect(loadConfig({ APP_ENV: 'test' }).paymentMethods).toContain('vbank');
    expect(loadConfig({ ...PRODUCTION_ENV }).paymentMethods).not.toContain('vbank');
  });

  it('refuses production with the virtual account on but its provider, contract or secret missing or the stand-in’s', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, PAYMENT_METHODS: 'epsilon,vbank' })).toThrow(
      /VBANK_PROVIDER_URL is required.*VBANK_CONTRACT_CODE is required.*VBANK_NOTIFICATION_SECRET is required/,
    );
    expect(() =>
      loadConfig({
        ...PRODUCTION_ENV,
        VBANK_PROVIDER_URL: 'https://shop.example/sandbox-pay',
        VBANK_CONTRACT_CODE: '00000000',
        VBANK_NOTIFICATION_SECRET: 'sandbox-vbank-notification-secret',
      }),
    ).toThrow(/stand-in \/sandbox-pay.*stand-in's 00000000.*secret written in the source/);
    const configured = loadConfig({
      ...PRODUCTION_ENV,
      VBANK_PROVIDER_URL: 'https://va.provider.example/api',
      VBANK_CONTRACT_CODE: '87654321',
      VBANK_NOTIFICATION_SECRET: 'a-real-secret-of-the-shop-0123',
    });
    expect(configured.paymentMethods).toContain('vbank');
    expect(configured.vbank.providerUrl).toBe('https://va.provider.example/api');
  });
});
