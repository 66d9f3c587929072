// 請求書払い（掛け払い） end to end through the API (issue 21 point 5, decisions 0835, 0836): a member
// applies once (fifty copies at once make one application), the stand-in screens it and tells the
// shop by a signed notification (a bad signature, a replay, a second result and fifty copies change
// nothing more than once), the result is mailed; an approved member orders up to the limit, never
// past it even with purchases racing each other; a cancellation gives the amount back; a doubled
// request orders once; strangers see nothing of another member's line.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Purchase } from '@shop/domain/answers';
import { invoiceCreditMessages, type CreditLineAnswer } from '@shop/domain/invoice-credit';
import { ORDER_STATUS as S } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  mailOutbox,
  orders,
  paymentNotifications,
  sandboxCreditApplications,
  sandboxCreditTransactions,
} from '../../db/schema.ts';
import {
  GMOKB_NOTIFICATION_PATH,
  type ScreeningNotification,
} from '../../payments/invoice-credit-notification.ts';
import { SIGNATURE_HEADER, signNotification } from '../../payments/notification-signer.ts';
import { createSession } from '../../plugins/auth.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { postPurchase, purchaseBody, WHITE_PP_PRICE } from '../checkout/test-support.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';
import {
  applicationIdOf as applicationIdOfMember,
  approvedCreditMember,
  creditApplication,
  screenOnStandIn as screenOnStandInFor,
} from './test-credit-line.ts';

let t: TestApp;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestStaff(t.app);
});
afterAll(async () => t.close());

type Failure = { message: string; errors: Record<string, string> };

const apply = (member: TestMember, fields: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/credit-line/application',
    headers: member.headers,
    payload: creditApplication(fields),
  });

const creditLineOf = async (member: TestMember) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/credit-line', headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CreditLineAnswer }>().data;
};

const applicationIdOf = (member: TestMember) => applicationIdOfMember(t.app, member);
const screenOnStandIn = (member: TestMember) => screenOnStandInFor(t.app, member);
const approvedMember = (desiredLimit?: string) => approvedCreditMember(t.app, desiredLimit);

const mailsTo = (member: TestMember) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));

const send = (sent: ScreeningNotification, secret = t.config.gmokb.notificationSecret, at = t.app.now()) => {
  const body = JSON.stringify(sent);
  return t.app.inject({
    method: 'POST',
    url: GMOKB_NOTIFICATION_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(secret, body, at) },
    payload: body,
  });
};

const result = (
  applicationId: string,
  fields: Partial<ScreeningNotification> = {},
): ScreeningNotification => ({
  notification_id: `test-${randomUUID()}`,
  application_id: applicationId,
  result: 'approved',
  credit_limit: 300_000,
  decided_at: '2026-11-20T11:00:00+09:00',
  ...fields,
});

const orderOnCredit = (member: TestMember, key: string = randomUUID()) =>
  postPurchase(t.app, member, purchaseBody({ paymentMethod: 'gmokb' }), key);

describe('the application', () => {
  it('is taken once and screened: 審査中 until the result, then approved with the limit asked, capped', async () => {
    const member = await createTestMember(t.app);
    expect(await creditLineOf(member)).toEqual({ creditLine: null, mayApply: true });
    const res = await apply(member, { desiredLimit: '２,０００,０００' });
    expect(res.statusCode, res.body).toBe(200);
    const line = res.json<{ data: CreditLineAnswer }>().data;
    expect(line).toMatchObject({
      mayApply: false,
      creditLine: { state: 'screening', companyName: '株式会社シール商会' },
    });
    expect((await apply(member)).json<Failure>().message).toBe(invoiceCreditMessages.alreadyApplied);

    const screened = await screenOnStandIn(member);
    expect(screened.body).toContain('承認');
    expect((await creditLineOf(member)).creditLine).toMatchObject({
      state: 'approved',
      creditLimit: 1_000_000,
      used: 0,
      remaining: 1_000_000,
    });
    const [mail] = await mailsTo(member);
    expect(mail?.subject).toContain('ご利用いただけます');
    expect(mail?.text).toContain('¥1,000,000');
    expect(mail?.text).toContain('お支払いは月末締め翌月末払いです。請求書は決済会社からお送りします。');
    expect((await apply(member)).json<Failure>().message).toBe(invoiceCreditMessages.alreadyApproved);
  });

  it('refuses bad fields with their Japanese message and keeps nothing', async () => {
    const member = await createTestMember(t.app);
    const res = await apply(member, { corporateNumber: '8000012050002', desiredLimit: '5000' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Failure>().errors).toMatchObject({
      corporateNumber: invoiceCreditMessages.corporateNumber,
      desiredLimit: invoiceCreditMessages.desiredLimitRange,
    });
    expect(await creditLineOf(member)).toEqual({ creditLine: null, mayApply: true });
  });

  it('sent fifty times at once makes one application at the provider', async () => {
    const member = await createTestMember(t.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(member)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    const id = await applicationIdOf(member);
    expect(
      await t.app.db
        .select()
        .from(sandboxCreditApplications)
        .where(eq(sandboxCreditApplications.applicationId, id)),
    ).toHaveLength(1);
  });

  it('declined: a polite mail, and no new application before the decided period', async () => {
    const member = await createTestMember(t.app);
    await apply(member, { companyName: '審査NG商事株式会社' });
    await screenOnStandIn(member);
    const line = await creditLineOf(member);
    expect(line).toMatchObject({
      mayApply: false,
      creditLine: { state: 'declined', remaining: 0, reapplyFrom: '2027-02-18' },
    });
    const [mail] = await mailsTo(member);
    expect(mail?.text).toContain('誠に恐れ入りますが');
    expect(mail?.text).toContain('2027年2月18日(木)');
    const early = await apply(member);
    expect(early.statusCode).toBe(409);
    expect(early.json<Failure>().message).toBe(invoiceCreditMessages.reapplyFrom('2027-02-18'));
    const before = t.app.now();
    t.setNow(new Date('2027-02-18T09:00:00+09:00'));
    try {
      // The member logs in again after three months.
      const token = await createSession(t.app.db, member.id, t.app.now());
      const later = { ...member, headers: { authorization: `Bearer ${token}` } };
      const again = await apply(later, { companyName: '株式会社シール商会' });
      expect(again.statusCode, again.body).toBe(200);
      expect((await creditLineOf(later)).creditLine?.state).toBe('screening');
    } finally {
      t.setNow(before);
    }
  });

  it('is refused to visitors, and a member reads only their own line', async () => {
    const member = await approvedMember();
    const stranger = await createTestMember(t.app);
    const memberRoutes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/v2/credit-line'));
    expect(memberRoutes.length).toBe(2);
    for (const route of memberRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        payload: creditApplication(),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    expect(await creditLineOf(stranger)).toEqual({ creditLine: null, mayApply: true });
    expect((await creditLineOf(member)).creditLine?.state).toBe('approved');
  });
});

describe('the screening notification', () => {
  it('with a bad signature, outside the window, or unreadable changes nothing', async () => {
    const member = await createTestMember(t.app);
    await apply(member);
    const sent = result(await applicationIdOf(member));
    expect((await send(sent, 'another-secret-of-16+')).statusCode).toBe(401);
    expect((await send(sent, undefined, new Date(t.app.now().getTime() - 301_000))).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: GMOKB_NOTIFICATION_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sent),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await creditLineOf(member)).creditLine?.state).toBe('screening');
    expect(await mailsTo(member)).toHaveLength(0);
  });

  it('replayed, fifty copies at once, or a second result for the same application applies once', async () => {
    const member = await createTestMember(t.app);
    await apply(member);
    const sent = result(await applicationIdOf(member));
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(sent)));
    const outcomes = answers.map((answer) => answer.json<{ data: { outcome: string } }>().data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'ignored')).toHaveLength(49);
    // A decline arriving after the approval (out of order, or the provider changing its mind).
    const later = await send(result(sent.application_id, { result: 'declined', credit_limit: 0 }));
    expect(later.json<{ data: { outcome: string } }>().data.outcome).toBe('ignored');
    expect((await creditLineOf(member)).creditLine).toMatchObject({
      state: 'approved',
      creditLimit: 300_000,
    });
    expect(await mailsTo(member)).toHaveLength(1);
    const kept = await t.app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notificationId, sent.notification_id));
    expect(kept).toHaveLength(1);
  });
});

describe('checkout with 掛け払い', () => {
  it('is refused to a member without an approved line, on the payment method', async () => {
    const member = await createTestMember(t.app);
    const res = await orderOnCredit(member);
    expect(res.statusCode).toBe(422);
    expect(res.json<Failure>().errors['checkout.paymentMethod']).toBe(invoiceCreditMessages.notApproved);
    await apply(member);
    expect((await orderOnCredit(member)).statusCode).toBe(422);
  });

  it('orders at once into production, takes the amount from the limit and bills it on the month’s invoice', async () => {
    const member = await approvedMember();
    const res = await orderOnCredit(member);
    expect(res.statusCode, res.body).toBe(200);
    const purchaseId = res.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
    const rows = await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId));
    expect(rows.map((row) => row.status)).toEqual([S.ordered]);
    expect((await creditLineOf(member)).creditLine).toMatchObject({
      used: WHITE_PP_PRICE,
      remaining: 10_000 - WHITE_PP_PRICE,
    });
    const [billed] = await t.app.db
      .select()
      .from(sandboxCreditTransactions)
      .where(eq(sandboxCreditTransactions.orderNumber, purchaseId));
    expect(billed).toMatchObject({ amount: WHITE_PP_PRICE, billingMonth: '2026-11', cancelled: false });

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v2/purchases/${purchaseId}`,
      headers: member.headers,
    });
    expect(mine.json<{ data: Purchase }>().data.invoiceCredit).toEqual({
      state: 'billed',
      billingMonth: '2026-11',
      dueDate: '2026-12-31',
      reported: true,
    });
    // The order mail says how it is paid, never that a card paid it.
    const orderMail = (await mailsTo(member)).find((mail) => mail.subject.includes(purchaseId));
    expect(orderMail?.text).toContain('■お支払い方法：請求書払い（掛け払い）');
    expect(orderMail?.text).toContain(
      '※ご注文代金は2026年11月分のご請求に含め、月末締めの請求書を決済会社からお送りします。お支払い期限は2026年12月31日(木)です（月末締め翌月末払い）。',
    );
    expect(orderMail?.text).not.toContain('クレジットカード');
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/purchases/${purchaseId}`,
      headers: staff.headers,
    });
    expect(staffView.json<{ data: { purchase: Purchase } }>().data.purchase.invoiceCredit?.state).toBe(
      'billed',
    );
    const line = await t.app.inject({
      method: 'GET',
      url: `/api/admin/members/${member.id}/credit-line`,
      headers: staff.headers,
    });
    expect(line.statusCode, line.body).toBe(200);
    expect(
      line.json<{ data: { creditLine: { used: number; creditLimit: number } } }>().data.creditLine,
    ).toMatchObject({
      used: WHITE_PP_PRICE,
      creditLimit: 10_000,
    });
  });

  it('refuses an order above what is left, saying how much is left', async () => {
    const member = await approvedMember();
    for (let i = 0; i < 3; i += 1) expect((await orderOnCredit(member)).statusCode).toBe(200);
    const res = await orderOnCredit(member);
    expect(res.statusCode).toBe(422);
    const left = 10_000 - 3 * WHITE_PP_PRICE;
    expect(res.json<Failure>().errors['checkout.paymentMethod']).toBe(invoiceCreditMessages.overLimit(left));
    expect(res.json<Failure>().message).toContain('¥2,410');
  });

  it('racing purchases never pass the limit together', async () => {
    const member = await approvedMember();
    const answers = await Promise.all(Array.from({ length: 6 }, () => orderOnCredit(member)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 422)).toHaveLength(3);
    expect((await creditLineOf(member)).creditLine).toMatchObject({ used: 3 * WHITE_PP_PRICE });
  });

  it('a doubled request orders once and takes the amount once', async () => {
    const member = await approvedMember();
    const key = randomUUID();
    const [first, second] = await Promise.all([orderOnCredit(member, key), orderOnCredit(member, key)]);
    const codes = [first?.statusCode, second?.statusCode];
    expect(codes).toContain(200);
    const again = await orderOnCredit(member, key);
    expect(again.statusCode).toBe(200);
    expect((await creditLineOf(member)).creditLine).toMatchObject({ used: WHITE_PP_PRICE });
  });

  it('a cancellation gives the amount back and takes the order off the invoice', async () => {
    const member = await approvedMember();
    const res = await orderOnCredit(member);
    const purchaseId = res.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/cancel/${purchaseId}`,
      headers: member.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await creditLineOf(member)).creditLine).toMatchObject({ used: 0, remaining: 10_000 });
    // Told by the once-a-minute round (the cancellation's transaction calls nothing out).
    const { reportUnreportedCreditOrders } = await import('./report.ts');
    const { invoiceCreditGatewayFor } = await import('../../payments/invoice-credit-gateway.ts');
    await reportUnreportedCreditOrders({
      db: t.app.db,
      now: t.app.now(),
      gateway: invoiceCreditGatewayFor(t.app),
      log: t.app.log,
    });
    const [billed] = await t.app.db
      .select()
      .from(sandboxCreditTransactions)
      .where(eq(sandboxCreditTransactions.orderNumber, purchaseId));
    expect(billed?.cancelled).toBe(true);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v2/purchases/${purchaseId}`,
      headers: member.headers,
    });
    expect(mine.json<{ data: Purchase }>().data.invoiceCredit).toMatchObject({
      state: 'released',
      reported: true,
    });
  });
});
