// 後払い end to end through the API (issue 21 point 4, decisions 0824, 0826): the stand-in screens
// the buyer at purchase (OK: the order goes on as cash on delivery's; declined: nothing is ordered
// and the same cart goes through with another method; held: the order waits); the review's signed
// result moves a held order on or cancels it with points and coupon back; a bad signature, a
// replay, a late result and fifty copies at once change nothing more than once; a doubled purchase
// orders once; a ship move reports the shipment to the provider once, and a failed report is
// retried by the scheduled work without failing the ship.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Purchase } from '@shop/domain/answers';
import { ORDER_STATUS as S } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { PRODUCTION_ENV } from '../../../test/production-env.ts';
import { loadConfig } from '../../config.ts';
import {
  mailOutbox,
  orderEvents,
  orders,
  paymentNotifications,
  payments,
  sandboxCharges,
} from '../../db/schema.ts';
import {
  deferredPaymentGatewayFor,
  setDeferredPaymentGatewayFactory,
} from '../../payments/deferred-payment-gateway.ts';
import {
  GMOAB_NOTIFICATION_PATH,
  type ScreeningNotification,
} from '../../payments/deferred-payment-notification.ts';
import { SIGNATURE_HEADER, signNotification } from '../../payments/notification-signer.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import {
  addCoupon,
  grantPoints,
  memberState,
  postPurchase,
  purchaseBody,
  WHITE_PP_PRICE,
  whitePp,
} from '../checkout/test-support.ts';
import { createTestStaff, staffPurchaseView, type TestStaff } from '../staff/test-staff.ts';
import { deferredPaymentMethod } from './method.ts';
import { sendDueProviderReports as sendDueShipmentReports } from './provider-reports.ts';

let t: TestApp;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestStaff(t.app);
});
afterAll(async () => t.close());
afterEach(() => setDeferredPaymentGatewayFactory());

type Failure = { message: string; errors: Record<string, string> };

interface Ordered {
  purchaseId: string;
  orderNumber: string;
  transactionId: string;
}

const DECLINED =
  '申し訳ございませんが、今回のご注文では後払いをご利用いただけません。お手数ですが、他のお支払い方法をお選びください';

async function orderDeferred(member: TestMember, checkout: Record<string, unknown> = {}): Promise<Ordered> {
  const res = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'gmoab', ...checkout }));
  expect(res.statusCode, res.body).toBe(200);
  const purchaseId = res.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
  const detail = payment?.detail as { transactionId?: string } | null;
  return {
    purchaseId,
    orderNumber: payment?.providerReference ?? '',
    transactionId: detail?.transactionId ?? '',
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

const statuses = async (purchaseId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(orders.id)).map(
    (row) => row.status,
  );

const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

const standInRow = async (orderNumber: string) =>
  (await t.app.db.select().from(sandboxCharges).where(eq(sandboxCharges.orderNumber, orderNumber)))[0];

/** The tester finishes a held review on the stand-in's page (a form post). */
const finishOnStandIn = (transactionId: string, decision: 'OK' | 'NG') =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/gmoab/reviews/${transactionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision }).toString(),
  });

function notification(ordered: Ordered, fields: Partial<ScreeningNotification> = {}): ScreeningNotification {
  return {
    notification_id: `test-${randomUUID()}`,
    order_number: ordered.orderNumber,
    transaction_id: ordered.transactionId,
    result: 'OK',
    decided_at: '2026-11-20T11:00:00+09:00',
    ...fields,
  };
}

const post = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: GMOAB_NOTIFICATION_PATH,
    headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
    payload: body,
  });

const send = (sent: ScreeningNotification, secret = t.config.gmoab.notificationSecret, at = t.app.now()) => {
  const body = JSON.stringify(sent);
  return post(body, signNotification(secret, body, at));
};

const heldMember = () => createTestMember(t.app, { givenName: '審査保留' });

describe('ordering with 後払い', () => {
  it('passes the screening: the order goes on as if just ordered, and every reader says 後払い', async () => {
    const member = await createTestMember(t.app);
    const ordered = await orderDeferred(member);
    expect(ordered.orderNumber).toMatch(/^ab-/);
    expect(await statuses(ordered.purchaseId)).toEqual([S.ordered]);
    const shown = await myPurchase(member, ordered.purchaseId);
    expect(shown).toMatchObject({ paymentMethodLabel: '後払い', paymentStatus: 'pending', paid: false });
    expect(shown.deferredPayment).toMatchObject({
      screening: 'ok',
      label: '後払い（請求書は発送後にお届けします）',
      provider: 'GMO後払い',
      shipmentReports: [],
    });
    const [mail] = await mailsTo(member.email);
    expect(mail?.text).toContain('■お支払い方法：後払い');
    expect(mail?.text).toContain('※後払い（請求書は発送後にお届けします）');
    // The stand-in screened the member's own name, address and mail, for the amount.
    const screened = await standInRow(ordered.orderNumber);
    expect(screened).toMatchObject({ amount: WHITE_PP_PRICE, status: 'paid' });
  });

  it('declined: told politely on the method, nothing ordered, coupon and points untouched, the same cart goes with another method', async () => {
    const member = await createTestMember(t.app, { givenName: '審査NG' });
    await grantPoints(t.app, member.id, 500);
    const coupon = await addCoupon(t.app, { amount: 300 });
    const checkout = { pointUse: 200, coupon: { code: coupon.code } };
    const key = randomUUID();
    const res = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'gmoab', ...checkout }), key);
    expect(res.statusCode).toBe(422);
    expect(res.json<Failure>()).toEqual({
      message: DECLINED,
      errors: { 'checkout.paymentMethod': DECLINED },
    });
    const state = await memberState(t.app, member.id);
    expect(state.purchases).toHaveLength(0);
    expect(state.couponUses).toHaveLength(0);
    expect(state.holdingPoint).toBe(500);
    // The same key was let go: the app resends the cart with cash on delivery.
    const again = await postPurchase(
      t.app,
      member,
      purchaseBody({ paymentMethod: 'onDelivery', ...checkout }),
      key,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await memberState(t.app, member.id)).purchases).toHaveLength(1);
  });

  it('refuses above ¥55,000 and a provider that cannot answer, writing nothing', async () => {
    const member = await createTestMember(t.app);
    // 白PP, 3 lines of 2,000 pieces: above ¥55,000.
    const big = await postPurchase(
      t.app,
      member,
      purchaseBody(
        { paymentMethod: 'gmoab' },
        [1, 2, 3].map(() => whitePp({ num: 2000 })),
      ),
    );
    expect(big.statusCode, big.body).toBe(422);
    expect(big.json<Failure>().message).toBe(
      '後払いは¥55,000（税込）までのご注文でご利用いただけます。他のお支払い方法をお選びください',
    );
    setDeferredPaymentGatewayFactory((app) => ({
      ...deferredPaymentGatewayFor(app),
      screen: () => Promise.resolve({ status: 'error', reason: 'network', detail: 'ECONNREFUSED' }),
    }));
    const down = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'gmoab' }));
    expect(down.statusCode).toBe(503);
    expect(down.json<Failure>().message).toContain('後払いの審査を受け付けられませんでした');
    expect((await memberState(t.app, member.id)).purchases).toHaveLength(0);
  });

  it('a doubled purchase request orders once', async () => {
    const member = await createTestMember(t.app);
    const key = randomUUID();
    const body = purchaseBody({ paymentMethod: 'gmoab' });
    const answers = await Promise.all([
      postPurchase(t.app, member, body, key),
      postPurchase(t.app, member, body, key),
    ]);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const again = await postPurchase(t.app, member, body, key);
    expect(again.statusCode).toBe(200);
    expect((await memberState(t.app, member.id)).purchases).toHaveLength(1);
  });
});

describe('a screening held for review', () => {
  it('waits as 審査中 on My page and for staff; the stand-in’s OK moves it on with a mail', async () => {
    const member = await heldMember();
    const ordered = await orderDeferred(member);
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
    const held = await myPurchase(member, ordered.purchaseId);
    expect(held.deferredPayment).toMatchObject({ screening: 'held', label: '審査中' });
    // The order's line under the panel says the same (decision 0789), not お支払い待ち.
    expect(held.orders.map((order) => order.statusLabel)).toEqual(['審査中']);
    expect((await staffPurchase(ordered.purchaseId)).deferredPayment?.label).toBe('審査中');
    const [placed] = await mailsTo(member.email);
    expect(placed?.text).toContain('※審査中');

    const page = await finishOnStandIn(ordered.transactionId, 'OK');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('審査OKをショップへ通知しました（ショップの応答 200）');
    expect(await statuses(ordered.purchaseId)).toEqual([S.ordered]);
    const moved = await myPurchase(member, ordered.purchaseId);
    expect(moved.deferredPayment?.screening).toBe('ok');
    expect(moved.orders.map((order) => order.statusLabel)).toEqual(['ご注文受付']);
    const mails = await mailsTo(member.email);
    expect(mails.at(-1)?.subject).toContain('後払いの審査が完了しました');
    // Finished once: a second answer on the page is refused.
    expect((await finishOnStandIn(ordered.transactionId, 'NG')).statusCode).toBe(422);
  });

  it('NG cancels it with a mail, points and coupon given back', async () => {
    const member = await heldMember();
    await grantPoints(t.app, member.id, 500);
    const coupon = await addCoupon(t.app, { amount: 300 });
    const ordered = await orderDeferred(member, { pointUse: 200, coupon: { code: coupon.code } });
    expect((await memberState(t.app, member.id)).holdingPoint).toBe(300);
    const page = await finishOnStandIn(ordered.transactionId, 'NG');
    expect(page.statusCode, page.body).toBe(200);
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);
    const state = await memberState(t.app, member.id);
    expect(state.holdingPoint).toBe(500);
    expect(state.couponUses).toHaveLength(0);
    expect((await myPurchase(member, ordered.purchaseId)).deferredPayment?.screening).toBe('declined');
    const last = (await mailsTo(member.email)).at(-1);
    expect(last?.subject).toContain('後払いをご利用いただけなかったため、ご注文をキャンセルしました');
    expect(last?.text).toContain('ご利用のポイント（200pt）はお戻ししました。');
  });
});

describe('the screening result notification', () => {
  it('refuses a bad signature and a stale one, changing nothing', async () => {
    const ordered = await orderDeferred(await heldMember());
    const sent = notification(ordered);
    const body = JSON.stringify(sent);
    expect((await post(body, undefined)).statusCode).toBe(401);
    expect((await send(sent, 'another-secret-of-16-chars')).statusCode).toBe(401);
    expect(
      (
        await post(
          body.replace('OK', 'NG'),
          signNotification(t.config.gmoab.notificationSecret, body, t.app.now()),
        )
      ).statusCode,
    ).toBe(401);
    const stale = await send(
      sent,
      t.config.gmoab.notificationSecret,
      new Date(t.app.now().getTime() - 301_000),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json<Failure>().message).toBeTruthy();
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
    const seen = await t.app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notificationId, sent.notification_id));
    expect(seen).toHaveLength(0);
  });

  it('a replay, and a result after the decision (out of order), change nothing', async () => {
    const member = await heldMember();
    const ordered = await orderDeferred(member);
    const ok = notification(ordered);
    expect((await send(ok)).json()).toEqual({ data: { outcome: 'applied' } });
    expect((await send(ok)).json()).toEqual({ data: { outcome: 'ignored' } });
    // An NG sent before the OK, arriving after it under its own id.
    const late = notification(ordered, { result: 'NG', decided_at: '2026-11-20T10:00:00+09:00' });
    expect((await send(late)).json()).toEqual({ data: { outcome: 'ignored' } });
    // Another transaction's result names no order of this purchase.
    expect((await send(notification(ordered, { transaction_id: 'gt-other' }))).json()).toEqual({
      data: { outcome: 'ignored' },
    });
    expect(await statuses(ordered.purchaseId)).toEqual([S.ordered]);
    const approvals = (await mailsTo(member.email)).filter((mail) => mail.subject.includes('審査が完了'));
    expect(approvals).toHaveLength(1);
  });

  it('fifty copies of one result at once move the order once', async () => {
    const member = await heldMember();
    const ordered = await orderDeferred(member);
    const sent = notification(ordered);
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(sent)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const outcomes = answers.map((answer) => answer.json<{ data: { outcome: string } }>().data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.purchaseId, ordered.purchaseId));
    const moves = await t.app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order?.id ?? 0), eq(orderEvents.toStatus, S.ordered)));
    expect(moves).toHaveLength(1);
    expect((await mailsTo(member.email)).filter((mail) => mail.subject.includes('審査が完了'))).toHaveLength(
      1,
    );
  });
});

describe('the shipping report', () => {
  const ship = (orderId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/moves',
      headers: staff.headers,
      payload: { to: S.shipped, orders: [{ orderId, carrier: 'sagawa', trackingNumber: '1234-5678-9012' }] },
    });

  async function printedOrder() {
    const member = await createTestMember(t.app);
    const ordered = await orderDeferred(member);
    const orderId = `${ordered.purchaseId}-1`;
    // Artwork, checking and printing are other tests' business: the order is printed.
    await t.app.db.update(orders).set({ status: S.printed }).where(eq(orders.orderId, orderId));
    return { ...ordered, orderId };
  }

  it('is sent to the provider once when staff ship, even when ship is clicked twice', async () => {
    const printed = await printedOrder();
    const clicks = await Promise.all([ship(printed.orderId), ship(printed.orderId)]);
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 409]);
    expect((await ship(printed.orderId)).statusCode).toBe(409);
    const answer = (await standInRow(printed.orderNumber))?.answer as { shipments: unknown[] };
    expect(answer.shipments).toEqual([
      expect.objectContaining({
        reportId: printed.orderId,
        carrier: 'sagawa',
        trackingNumber: '123456789012',
      }),
    ]);
    const shown = await staffPurchase(printed.purchaseId);
    expect(shown.deferredPayment?.shipmentReports).toEqual([
      expect.objectContaining({ orderId: printed.orderId, state: 'sent', attempts: 1, nextAttemptAt: null }),
    ]);
    expect((await sendDueShipmentReports(t.app)).sent).toBe(0);
  });

  it('a failed report never fails the ship, is shown to staff, and is sent by the scheduled work later', async () => {
    const printed = await printedOrder();
    setDeferredPaymentGatewayFactory((app) => ({
      ...deferredPaymentGatewayFor(app),
      reportShipment: () => Promise.resolve({ status: 'error', reason: 'timeout', detail: 'no answer' }),
    }));
    expect((await ship(printed.orderId)).statusCode).toBe(200);
    expect(await statuses(printed.purchaseId)).toEqual([S.shipped]);
    const failed = (await staffPurchase(printed.purchaseId)).deferredPayment?.shipmentReports[0];
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, nextAttemptAt: '2026-11-20T01:01:00.000Z' });
    setDeferredPaymentGatewayFactory();
    // Not yet due: the round leaves it.
    expect((await sendDueShipmentReports(t.app)).sent).toBe(0);
    const before = t.app.now();
    t.setNow(new Date(before.getTime() + 60_000));
    try {
      expect((await sendDueShipmentReports(t.app)).sent).toBe(1);
      expect((await sendDueShipmentReports(t.app)).sent).toBe(0);
    } finally {
      t.setNow(before);
    }
    const sent = (await staffPurchase(printed.purchaseId)).deferredPayment?.shipmentReports[0];
    expect(sent).toMatchObject({ state: 'sent', attempts: 2 });
    const answer = (await standInRow(printed.orderNumber))?.answer as { shipments: unknown[] };
    expect(answer.shipments).toHaveLength(1);
  });
});

describe('the payment model and the configuration', () => {
  it('implements the interface: refund is manual, inquire reads the state', async () => {
    const ordered = await orderDeferred(await createTestMember(t.app));
    expect(await deferredPaymentMethod.inquire(t.app.db, ordered.purchaseId)).toMatchObject({
      method: 'gmoab',
      deferred: { screening: 'ok' },
    });
    const refund = await deferredPaymentMethod.refund(
      { db: t.app.db, now: t.app.now(), publicUrl: t.config.publicUrl, actor: 'system' },
      ordered.purchaseId,
      100,
    );
    expect(refund.kind).toBe('manual');
  });

  it('production refuses 後払い without its provider settings, and leaves it off when unset', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, PAYMENT_METHODS: 'epsilon,gmoab' })).toThrow(
      /GMOAB_PROVIDER_URL is required.*GMOAB_SHOP_CODE is required.*GMOAB_NOTIFICATION_SECRET is required/,
    );
    expect(loadConfig(PRODUCTION_ENV).paymentMethods).not.toContain('gmoab');
    const configured = loadConfig({
      ...PRODUCTION_ENV,
      GMOAB_PROVIDER_URL: 'https://deferred.example.jp/api',
      GMOAB_SHOP_CODE: 'shop-0001',
      GMOAB_NOTIFICATION_SECRET: 'a-real-secret-of-enough-length',
    });
    expect(configured.paymentMethods).toContain('gmoab');
    expect(loadConfig({ APP_ENV: 'test' }).paymentMethods).toContain('gmoab');
  });
});
