// PayPay end to end through the API and its stand-in (issue 21 point 3, decision 0785): the order
// waits (10) while the customer is on PayPay's page; the way back is never believed, PayPay is
// asked; paid once however often the customer comes back; an abandoned payment is withdrawn by
// the reconciliation with points and coupon given back and a mail; My page finishes or cancels.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Purchase, ResumableChallenge } from '@shop/domain/answers';
import { ORDER_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { mailOutbox, orderEvents, orders, paymentNotifications, sandboxCharges } from '../../db/schema.ts';
import { SIGNATURE_HEADER, signNotification } from '../../payments/notification-signer.ts';
import { payPayGateway, setPayPayGatewayFactory, type PayPayGateway } from '../../payments/paypay-gateway.ts';
import { PAYPAY_NOTIFICATION_PATH, type PayPayNotification } from '../../payments/paypay-notification.ts';
import { notificationMessages } from '../../payments/signed-notification.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';
import { PAYPAY_WINDOW_MS, reconcileStalePurchases } from '../checkout/reconcile.ts';
import {
  addCoupon,
  grantPoints,
  memberState,
  paymentsOf,
  postPurchase,
  purchaseBody,
  shownTotal,
  type PurchaseData,
} from '../checkout/test-support.ts';
import { myPageMessages } from '../orders/messages.ts';
import { payPayMessages } from './messages.ts';
import { payPayState } from './method.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => setPayPayGatewayFactory());

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const COMPUTER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

/** A path on this app from an absolute address the app handed out. */
const local = (url: string) => url.replace(t.config.publicUrl, '');

interface Opened {
  member: TestMember;
  purchaseId: string;
  /** PayPay's page, as the purchase answered it. */
  page: string;
  /** The merchantPaymentId the way back names. */
  reference: string;
  couponId: number;
}

/** A member's PayPay purchase using 300 points and a coupon, left on PayPay's page. */
async function opened(userAgent = PHONE): Promise<Opened> {
  const member = await createTestMember(t.app);
  await grantPoints(t.app, member.id, 300);
  const coupon = await addCoupon(t.app, { useLimit: 1 });
  const body = purchaseBody({ paymentMethod: 'paypay', pointUse: 300, coupon: { code: coupon.code } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/purchase',
    headers: { ...member.headers, 'idempotency-key': crypto.randomUUID(), 'user-agent': userAgent },
    payload: await withTotal(member, body),
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ data: PurchaseData }>().data;
  if (!answer.redirect) throw new Error(`expected PayPay's page: ${res.body}`);
  const [payment] = await paymentsOf(t.app, answer.purchase.purchaseId);
  return {
    member,
    purchaseId: answer.purchase.purchaseId,
    page: answer.redirect,
    reference: payment?.providerReference ?? '',
    couponId: coupon.id,
  };
}

/** The body with the total the shop shows for it (postPurchase's own way, kept here for the user agent). */
async function withTotal(member: TestMember, body: ReturnType<typeof purchaseBody>) {
  return { ...body, checkout: { ...body.checkout, totalAmount: await shownTotal(t.app, member, body) } };
}

/** The customer's button on PayPay's page; answers where the browser is sent (the shop's way back). */
async function answerOnPage(page: string, action: 'pay' | 'cancel'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: local(page),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(res.statusCode, res.body).toBe(303);
  return local(res.headers.location ?? '');
}

const comeBack = (path: string) => t.app.inject({ method: 'GET', url: path });
const returnPath = (reference: string) => `/api/v2/paypay/return/${reference}`;
const mailsTo = (email: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const call = (method: 'GET' | 'PUT', url: string, member: TestMember) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: member.headers });

/** Paid, its orders moved on once (10 → 2, memo 「PayPay決済完了」), the customer mailed once. */
async function expectPaidOnce(o: Opened) {
  const state = await memberState(t.app, o.member.id);
  expect(state.purchases).toMatchObject([{ paymentStatus: 'paid' }]);
  expect(state.orders.map((order) => order.status)).toEqual([ORDER_STATUS.purchased]);
  const events = await t.app.db
    .select()
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(eq(orders.purchaseId, o.purchaseId));
  const purchased = events.filter((row) => row.order_events.toStatus === ORDER_STATUS.purchased);
  expect(purchased.map((row) => row.order_events.memo)).toEqual(['PayPay決済完了']);
  const mails = await mailsTo(o.member.email);
  expect(mails).toHaveLength(1);
  // The order mail says PayPay paid, never a card.
  expect(mails[0]?.text).toContain('※PayPayでのお支払いが完了しています。');
  expect(mails[0]?.text).not.toContain('クレジットカード');
}

async function expectReleased(o: Opened) {
  expect(await memberState(t.app, o.member.id)).toMatchObject({
    purchases: [],
    orders: [],
    couponUses: [],
    holdingPoint: 300,
    movementSum: 300,
  });
  expect(await paymentsOf(t.app, o.purchaseId)).toMatchObject([{ status: 'failed' }]);
}

describe('a PayPay purchase', () => {
  it('waits for payment (10) and sends the customer to PayPay: the app on a phone, a QR code on a computer', async () => {
    const o = await opened();
    expect(o.page).toMatch(new RegExp(`^${t.config.publicUrl}/sandbox-pay/paypay/pay/[\\w-]+$`));
    expect(o.reference.startsWith(`${o.purchaseId}-1-`)).toBe(true);
    const state = await memberState(t.app, o.member.id);
    expect(state.purchases).toMatchObject([{ paymentMethod: 'paypay', paymentStatus: 'authorizing' }]);
    expect(state.orders.map((order) => order.status)).toEqual([ORDER_STATUS.waitingPurchase]);
    expect(state.holdingPoint).toBe(0);
    expect(await payPayState(t.app.db, o.purchaseId)).toMatchObject({ method: 'paypay', state: 'awaiting' });

    const onPhone = await t.app.inject({
      method: 'GET',
      url: local(o.page),
      headers: { 'user-agent': PHONE },
    });
    expect(onPhone.body).toContain('PayPayアプリで支払う');
    expect(onPhone.body).not.toContain('<svg');
    const onComputer = await t.app.inject({
      method: 'GET',
      url: local(o.page),
      headers: { 'user-agent': COMPUTER },
    });
    expect(onComputer.body).toContain('<svg role="img" aria-label="お支払い用QRコード"');
    expect(onComputer.body).toContain('支払わずにショップに戻る');
  });

  it('is not paid when the customer comes back without paying, however the way back is dressed up', async () => {
    const o = await opened();
    const back = await comeBack(returnPath(o.reference));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/sp/checkout/paypay/${o.reference}`);
    const forged = await comeBack(`${returnPath(o.reference)}?status=COMPLETED&paid=true&paymentId=pp-1`);
    expect(forged.headers.location).toBe(`/sp/checkout/paypay/${o.reference}`);
    const status = await comeBack(`/api/v2/paypay/payments/${o.reference}?status=COMPLETED`);
    expect(status.json()).toEqual({ data: { state: 'awaiting', purchaseId: o.purchaseId, message: null } });
    expect((await memberState(t.app, o.member.id)).purchases).toMatchObject([
      { paymentStatus: 'authorizing' },
    ]);
    expect(await mailsTo(o.member.email)).toHaveLength(0);
  });

  it('is paid once when PayPay says so, however often the customer comes back at once', async () => {
    const o = await opened();
    const back = await answerOnPage(o.page, 'pay');
    expect(back).toBe(returnPath(o.reference));
    const returns = await Promise.all(Array.from({ length: 5 }, () => comeBack(back)));
    for (const res of returns) expect(res.headers.location).toBe(`/sp/checkout/done/${o.purchaseId}`);
    await expectPaidOnce(o);
    expect((await memberState(t.app, o.member.id)).holdingPoint).toBe(0);
    // The page asked afterwards, and a later round, change nothing.
    const status = await comeBack(`/api/v2/paypay/payments/${o.reference}`);
    expect(status.json<{ data: { state: string } }>().data.state).toBe('paid');
    const later = new Date(t.app.now().getTime() + PAYPAY_WINDOW_MS + 60_000);
    await reconcileStalePurchases(t.app, { now: later });
    expect((await memberState(t.app, o.member.id)).purchases).toMatchObject([{ paymentStatus: 'paid' }]);
    expect(await mailsTo(o.member.email)).toHaveLength(1);
  });

  it('is released when the customer cancels at PayPay: points and coupon back, the reason shown', async () => {
    const o = await opened();
    const back = await comeBack(await answerOnPage(o.page, 'cancel'));
    expect(back.headers.location).toBe(
      `/sp/checkout/error?message=${encodeURIComponent(payPayMessages.cancelled)}`,
    );
    await expectReleased(o);
    // Coming back again, or paying on the old page, changes nothing.
    expect((await comeBack(returnPath(o.reference))).headers.location).toContain('/sp/checkout/error');
    await answerOnPage(o.page, 'pay');
    expect(
      await t.app.db.select().from(sandboxCharges).where(eq(sandboxCharges.orderNumber, o.reference)),
    ).toMatchObject([{ status: 'cancelled' }]);
  });

  it('left unpaid, is withdrawn after its 30 minutes: cancelled at PayPay, points and coupon back, mailed', async () => {
    const o = await opened(COMPUTER);
    const early = new Date(t.app.now().getTime() + PAYPAY_WINDOW_MS - 60_000);
    await reconcileStalePurchases(t.app, { now: early });
    expect((await memberState(t.app, o.member.id)).purchases).toHaveLength(1);

    const later = new Date(t.app.now().getTime() + PAYPAY_WINDOW_MS + 60_000);
    expect((await reconcileStalePurchases(t.app, { now: later })).released).toBeGreaterThanOrEqual(1);
    await expectReleased(o);
    const mails = await mailsTo(o.member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('【シールラボ】ご注文は確定していません（代金は請求されていません）');
    expect(mails[0]?.text).toContain(
      'PayPayでのお支払いが30分以内に完了しなかったため、ご注文は確定しておりません',
    );
    expect(mails[0]?.text).toContain('PayPayでのお支払いは発生しておりません。');
    expect(mails[0]?.text).toMatch(/ご利用のポイント（.*300.*）はお戻ししました/);
    expect(mails[0]?.text).toContain('ご利用のクーポンは再びご利用いただけます。');

    // The page can no longer be paid: PayPay's code was cancelled before the order went.
    await answerOnPage(o.page, 'pay');
    const page = await t.app.inject({ method: 'GET', url: local(o.page) });
    expect(page.body).toContain('このお支払いは取り消されました');
    expect((await reconcileStalePurchases(t.app, { now: later })).released).toBe(0);
    expect(await mailsTo(o.member.email)).toHaveLength(1);
  });

  it('paid just before the window closed, is completed by the round rather than released', async () => {
    const o = await opened();
    await answerOnPage(o.page, 'pay');
    const later = new Date(t.app.now().getTime() + PAYPAY_WINDOW_MS + 60_000);
    const [round, back] = await Promise.all([
      reconcileStalePurchases(t.app, { now: later }),
      comeBack(returnPath(o.reference)),
    ]);
    expect(round.released).toBe(0);
    expect(back.headers.location).toBe(`/sp/checkout/done/${o.purchaseId}`);
    expect((await memberState(t.app, o.member.id)).purchases).toMatchObject([{ paymentStatus: 'paid' }]);
    expect(await mailsTo(o.member.email)).toHaveLength(1);
  });
});

describe("a PayPay purchase on My page while PayPay's page is open", () => {
  it('offers to go on paying (PayPay’s page again) and to cancel, which withdraws it at PayPay first', async () => {
    const o = await opened();
    const shown = (await call('GET', `/purchases/${o.purchaseId}`, o.member)).json<{ data: Purchase }>().data;
    expect(shown.actions).toMatchObject({ finishPayment: true, cancellable: true });
    const resumed = await call('GET', `/purchases/${o.purchaseId}/challenge`, o.member);
    expect(resumed.json<{ data: ResumableChallenge }>().data).toMatchObject({
      method: 'paypay',
      redirect: o.page,
    });

    const cancelled = await call('PUT', `/cancel/${o.purchaseId}`, o.member);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: unknown }>().data).toMatchObject({
      purchase: null,
      released: true,
      pointsReturned: 300,
      message: myPageMessages.released,
    });
    await expectReleased(o);
    const [mail] = await mailsTo(o.member.email);
    expect(mail?.text).toContain('PayPayでのお支払いの完了前にお取り消しのお手続きをいただいたため');
    await answerOnPage(o.page, 'pay');
    expect(
      await t.app.db.select().from(sandboxCharges).where(eq(sandboxCharges.orderNumber, o.reference)),
    ).toMatchObject([{ status: 'cancelled' }]);
  });

  it('paid meanwhile, the cancellation completes the payment and cancels as for a paid order', async () => {
    const o = await opened();
    await answerOnPage(o.page, 'pay');
    const cancelled = await call('PUT', `/cancel/${o.purchaseId}`, o.member);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: { released: boolean; completed: boolean } }>().data).toMatchObject({
      released: false,
      completed: false,
    });
    expect((await memberState(t.app, o.member.id)).purchases).toMatchObject([{ paymentStatus: 'paid' }]);
  });

  it('cannot be cancelled while PayPay cannot be asked: nothing changes', async () => {
    const o = await opened();
    const silent: PayPayGateway = {
      ...payPayGateway(t.app),
      cancel: async () => ({ status: 'error', detail: 'down' }),
    };
    setPayPayGatewayFactory(() => silent);
    const refused = await call('PUT', `/cancel/${o.purchaseId}`, o.member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: payPayMessages.cannotCancelNow, errors: {} });
    expect((await memberState(t.app, o.member.id)).purchases).toHaveLength(1);
  });
});

describe('PayPay failing at the opening', () => {
  it.each([
    ['refuses', { status: 'refused', code: 'INVALID_PARAMS' }],
    ['cannot be reached', { status: 'error', detail: 'ECONNREFUSED' }],
  ] as const)('%s: nothing is ordered, points and coupon back', async (_case, result) => {
    const real = payPayGateway(t.app);
    setPayPayGatewayFactory(() => ({ ...real, createPayment: async () => result }));
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, 300);
    const res = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'paypay', pointUse: 300 }));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: payPayMessages.startFailed, errors: {} });
    expect(await memberState(t.app, member.id)).toMatchObject({ purchases: [], holdingPoint: 300 });
  });
});

describe("PayPay's routes and notifications", () => {
  it('answer a stranger with an unknown payment 404 on every route', async () => {
    const routes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/v2/paypay'));
    expect(routes.length).toBe(2);
    for (const route of routes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(':reference', '26112000001-1-unknownpayment'),
      });
      expect(res.statusCode, route.url).toBe(404);
      expect(res.json()).toEqual({ message: payPayMessages.notFound, errors: {} });
    }
  });
});

describe('a paid PayPay order cancelled by staff (decision 0764)', () => {
  let staff: TestStaff;
  beforeAll(async () => {
    staff = await createTestStaff(t.app);
  });
  const cancelByStaff = (purchaseId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/purchases/${purchaseId}/cancel`,
      headers: staff.headers,
      payload: { refund: 'full', reason: '入稿データの不備のため' },
    });
  const refundsAtPayPay = (o: Opened) =>
    t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderNumber, `${o.reference}-R`));

  it('is refunded through PayPay once, however often the cancellation is sent', async () => {
    const o = await opened();
    await answerOnPage(o.page, 'pay');
    const [paid] = await paymentsOf(t.app, o.purchaseId);
    const answers = await Promise.all([cancelByStaff(o.purchaseId), cancelByStaff(o.purchaseId)]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    // Both may reach PayPay with the one refund id: each tells the refund made, PayPay made one.
    for (const res of answers)
      expect([0, paid?.amount]).toContain(res.json<{ data: { refunded: number } }>().data.refunded);
    expect((await cancelByStaff(o.purchaseId)).statusCode).toBe(200);
    expect(await refundsAtPayPay(o)).toMatchObject([{ amount: paid?.amount, status: 'refunded' }]);
    const [payment] = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderNumber, o.reference));
    expect(payment).toMatchObject({ amount: 0, status: 'refunded' });
    expect((await memberState(t.app, o.member.id)).orders.map((order) => order.status)).toEqual([
      ORDER_STATUS.paybackedAll,
    ]);
  });

  it('PayPay refusing or silent: staff read why, nothing is refunded, and sending it again refunds', async () => {
    const o = await opened();
    await answerOnPage(o.page, 'pay');
    const real = payPayGateway(t.app);
    setPayPayGatewayFactory(() => ({ ...real, refund: async () => ({ status: 'error', detail: 'down' }) }));
    const refused = await cancelByStaff(o.purchaseId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: payPayMessages.refundFailed, errors: {} });
    expect(await refundsAtPayPay(o)).toHaveLength(0);
    expect((await memberState(t.app, o.member.id)).orders.map((order) => order.status)).toEqual([
      ORDER_STATUS.cancelRequested,
    ]);
    setPayPayGatewayFactory();
    expect((await cancelByStaff(o.purchaseId)).statusCode).toBe(200);
    expect(await refundsAtPayPay(o)).toHaveLength(1);
  });
});

describe("PayPay's signed notification (decision 0762)", () => {
  /** Paid in the app with PayPay's notification not sent yet (delayed, or lost on the way). */
  const paidQuietly = (o: Opened) =>
    t.app.db
      .update(sandboxCharges)
      .set({ status: 'paid' })
      .where(eq(sandboxCharges.orderNumber, o.reference));

  function notificationOf(o: Opened, fields: Partial<PayPayNotification> = {}): PayPayNotification {
    return {
      notification_id: `test-${crypto.randomUUID()}`,
      notification_type: 'Transaction',
      merchant_order_id: o.reference,
      order_id: 'pp-test',
      state: 'COMPLETED',
      order_amount: 1000,
      paid_at: '2026-11-20T11:00:00+09:00',
      ...fields,
    };
  }

  const post = (body: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: PAYPAY_NOTIFICATION_PATH,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      },
      payload: body,
    });

  const send = (sent: PayPayNotification, secret = t.config.paypay.notificationSecret, at = t.app.now()) => {
    const body = JSON.stringify(sent);
    return post(body, signNotification(secret, body, at));
  };

  const outcomeOf = (res: { json: <T>() => T }) => res.json<{ data: { outcome: string } }>().data.outcome;

  it('sent by PayPay on payment, moves the order on before the customer comes back', async () => {
    const o = await opened();
    await answerOnPage(o.page, 'pay');
    await expectPaidOnce(o);
    const kept = await t.app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.purchaseId, o.purchaseId));
    expect(kept).toMatchObject([{ method: 'paypay', outcome: 'applied' }]);
    expect((await comeBack(returnPath(o.reference))).headers.location).toBe(
      `/sp/checkout/done/${o.purchaseId}`,
    );
    await expectPaidOnce(o);
  });

  it('with a bad signature, outside the window, or unreadable, changes nothing', async () => {
    const o = await opened();
    await paidQuietly(o);
    const sent = notificationOf(o);
    const body = JSON.stringify(sent);
    const unsigned = await post(body, undefined);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ message: notificationMessages.signatureMissing, errors: {} });
    expect((await send(sent, 'another-secret-of-some-length')).statusCode).toBe(401);
    expect(
      (
        await post(
          body.replace('COMPLETED', 'CANCELED'),
          signNotification(t.config.paypay.notificationSecret, body, t.app.now()),
        )
      ).statusCode,
    ).toBe(401);
    const stale = new Date(t.app.now().getTime() - 10 * 60_000);
    expect((await send(sent, t.config.paypay.notificationSecret, stale)).statusCode).toBe(400);
    const unreadable = '{"notification_id":"x"}';
    expect(
      (await post(unreadable, signNotification(t.config.paypay.notificationSecret, unreadable, t.app.now())))
        .statusCode,
    ).toBe(400);
    expect((await memberState(t.app, o.member.id)).purchases).toMatchObject([
      { paymentStatus: 'authorizing' },
    ]);
    expect(await mailsTo(o.member.email)).toHaveLength(0);
  });

  it('replayed, applies once; out of order or not what PayPay says, changes nothing', async () => {
    const o = await opened();
    // Claims a payment PayPay does not know as paid: PayPay is asked, and it still waits.
    expect(outcomeOf(await send(notificationOf(o)))).toBe('ignored');
    expect((await memberState(t.app, o.member.id)).purchases).toMatchObject([
      { paymentStatus: 'authorizing' },
    ]);

    await paidQuietly(o);
    const paid = notificationOf(o);
    expect(outcomeOf(await send(paid))).toBe('applied');
    expect(outcomeOf(await send(paid))).toBe('ignored');
    // An older one (sent while the code waited, or on its expiry) arriving late.
    expect(
      outcomeOf(await send(notificationOf(o, { state: 'EXPIRED', order_id: null, paid_at: null }))),
    ).toBe('ignored');
    await expectPaidOnce(o);
  });

  it('fifty copies at once move the order once', async () => {
    const o = await opened();
    await paidQuietly(o);
    const sent = notificationOf(o);
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(sent)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.filter((res) => outcomeOf(res) === 'applied')).toHaveLength(1);
    await expectPaidOnce(o);
  });

  it('arriving while the customer comes back, moves the order once', async () => {
    const o = await opened();
    await paidQuietly(o);
    const [notified, ...back] = await Promise.all([
      send(notificationOf(o)),
      comeBack(returnPath(o.reference)),
      comeBack(`/api/v2/paypay/payments/${o.reference}`),
    ]);
    expect(notified?.statusCode).toBe(200);
    expect(back[0]?.headers.location).toBe(`/sp/checkout/done/${o.purchaseId}`);
    expect(back[1]?.json<{ data: { state: string } }>().data.state).toBe('paid');
    await expectPaidOnce(o);
  });

  it('while PayPay cannot be asked, is answered 503 and applied when sent again', async () => {
    const o = await opened();
    await paidQuietly(o);
    const real = payPayGateway(t.app);
    setPayPayGatewayFactory(() => ({ ...real, inquire: async () => ({ status: 'error', detail: 'down' }) }));
    const sent = notificationOf(o);
    const refused = await send(sent);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: payPayMessages.notificationUnconfirmed, errors: {} });
    setPayPayGatewayFactory();
    expect(outcomeOf(await send(sent))).toBe('applied');
    await expectPaidOnce(o);
  });

  it('of a cancellation at PayPay, releases the order and mails the customer', async () => {
    const o = await opened();
    await answerOnPage(o.page, 'cancel');
    await expectReleased(o);
    const [mail] = await mailsTo(o.member.email);
    expect(mail?.subject).toBe('【シールラボ】ご注文は確定していません（代金は請求されていません）');
  });
});
