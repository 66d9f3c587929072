// A member's paid invoice gives the limit back (issue 21 point 5, decision 0848): the provider's
// signed notification (here sent by the stand-in's 「入金を通知する」, or by hand) settles the month's
// orders still holding credit, once; a bad signature or a stale one changes nothing; a short payment
// settles only the whole orders it covers and is recorded for staff; an order cancelled before the
// payment gave its amount back already and is not given it twice.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Purchase } from '@shop/domain/answers';
import type { CreditLineAnswer } from '@shop/domain/invoice-credit';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { paymentNotifications } from '../../db/schema.ts';
import {
  GMOKB_NOTIFICATION_PATH,
  type InvoicePaidNotification,
} from '../../payments/invoice-credit-notification.ts';
import { SIGNATURE_HEADER, signNotification } from '../../payments/notification-signer.ts';
import type { TestMember } from '../auth/test-member.ts';
import { postPurchase, purchaseBody, WHITE_PP_PRICE } from '../checkout/test-support.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';
import { applicationIdOf as applicationIdOfMember, approvedCreditMember } from './test-credit-line.ts';

let t: TestApp;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestStaff(t.app);
});
afterAll(async () => t.close());

const MONTH = '2026-11';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

const creditLineOf = async (member: TestMember) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/credit-line', headers: member.headers });
  return res.json<{ data: CreditLineAnswer }>().data.creditLine;
};

const applicationIdOf = (member: TestMember) => applicationIdOfMember(t.app, member);
const approvedMember = () => approvedCreditMember(t.app);

async function orderOnCredit(member: TestMember): Promise<string> {
  const res = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'gmokb' }), randomUUID());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
}

const paid = (applicationId: string, amount: number): InvoicePaidNotification => ({
  type: 'invoice_paid',
  notification_id: `test-${randomUUID()}`,
  application_id: applicationId,
  billing_month: MONTH,
  amount,
  paid_at: '2026-12-25T10:00:00+09:00',
});

const send = (
  sent: InvoicePaidNotification,
  secret = t.config.gmokb.notificationSecret,
  at = t.app.now(),
) => {
  const body = JSON.stringify(sent);
  return t.app.inject({
    method: 'POST',
    url: GMOKB_NOTIFICATION_PATH,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(secret, body, at) },
    payload: body,
  });
};
const outcomeOf = (res: { json: <T>() => T }) => res.json<{ data: { outcome: string } }>().data.outcome;

const paymentStateOf = async (member: TestMember, purchaseId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v2/purchases/${purchaseId}`,
    headers: member.headers,
  });
  const purchase = res.json<{ data: Purchase }>().data;
  return `${purchase.invoiceCredit?.state} ${purchase.paymentStatus}`;
};

describe('the paid invoice', () => {
  it('sent from the stand-in’s 「入金を通知する」 gives the whole month back and marks its orders paid', async () => {
    const member = await approvedMember();
    const first = await orderOnCredit(member);
    await orderOnCredit(member);
    expect(await creditLineOf(member)).toMatchObject({ used: 2 * WHITE_PP_PRICE });
    const page = await t.app.inject({ method: 'GET', url: '/sandbox-pay/gmokb' });
    expect(page.body).toContain('入金を通知する');
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/gmokb/invoice-paid',
      headers: form,
      payload: new URLSearchParams({
        application_id: await applicationIdOf(member),
        billing_month: MONTH,
        amount: String(2 * WHITE_PP_PRICE),
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('ショップの応答 200');
    expect(await creditLineOf(member)).toMatchObject({ used: 0, remaining: 10_000 });
    expect(await paymentStateOf(member, first)).toBe('paid paid');
  });

  it('replayed or fifty copies at once gives back once', async () => {
    const member = await approvedMember();
    await orderOnCredit(member);
    const sent = paid(await applicationIdOf(member), WHITE_PP_PRICE);
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(sent)));
    const outcomes = answers.map(outcomeOf);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'ignored')).toHaveLength(49);
    // A later order, then the same notification again: it stays held.
    await orderOnCredit(member);
    expect(outcomeOf(await send(sent))).toBe('ignored');
    expect(await creditLineOf(member)).toMatchObject({ used: WHITE_PP_PRICE });
  });

  it('with a bad signature or outside the window changes nothing', async () => {
    const member = await approvedMember();
    await orderOnCredit(member);
    const sent = paid(await applicationIdOf(member), WHITE_PP_PRICE);
    expect((await send(sent, 'another-secret-of-16+')).statusCode).toBe(401);
    expect((await send(sent, undefined, new Date(t.app.now().getTime() - 301_000))).statusCode).toBe(400);
    expect(await creditLineOf(member)).toMatchObject({ used: WHITE_PP_PRICE });
  });

  it('short: settles only the whole orders it covers and keeps the difference for staff', async () => {
    const member = await approvedMember();
    const first = await orderOnCredit(member);
    const second = await orderOnCredit(member);
    const sent = paid(await applicationIdOf(member), WHITE_PP_PRICE + 1000);
    expect(outcomeOf(await send(sent))).toBe('recorded');
    expect(await creditLineOf(member)).toMatchObject({ used: WHITE_PP_PRICE });
    expect(await paymentStateOf(member, first)).toBe('paid paid');
    expect(await paymentStateOf(member, second)).toBe('billed on_delivery');
    // Staff read the line and each order's invoice month and state.
    const staffLine = await t.app.inject({
      method: 'GET',
      url: `/api/admin/members/${member.id}/credit-line`,
      headers: staff.headers,
    });
    expect(staffLine.statusCode, staffLine.body).toBe(200);
    expect(staffLine.json<{ data: { orders: unknown[] } }>().data.orders).toEqual([
      expect.objectContaining({
        purchaseId: second,
        amount: WHITE_PP_PRICE,
        billingMonth: MONTH,
        state: 'billed',
      }),
      expect.objectContaining({
        purchaseId: first,
        amount: WHITE_PP_PRICE,
        billingMonth: MONTH,
        state: 'paid',
      }),
    ]);
    const [kept] = await t.app.db
      .select()
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.method, 'gmokb'),
          eq(paymentNotifications.notificationId, sent.notification_id),
        ),
      );
    expect(kept?.body).toMatchObject({
      settlement: { released: WHITE_PP_PRICE, shortfall: WHITE_PP_PRICE, unallocated: 1000 },
    });
  });

  it('an order cancelled before the payment is not given back twice', async () => {
    const member = await approvedMember();
    const cancelledOne = await orderOnCredit(member);
    const kept = await orderOnCredit(member);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/cancel/${cancelledOne}`,
      headers: member.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await creditLineOf(member)).toMatchObject({ used: WHITE_PP_PRICE });
    // The member pays the whole month as first billed, the cancelled order included.
    const sent = paid(await applicationIdOf(member), 2 * WHITE_PP_PRICE);
    expect(outcomeOf(await send(sent))).toBe('recorded');
    expect(await creditLineOf(member)).toMatchObject({ used: 0, remaining: 10_000 });
    expect(await paymentStateOf(member, kept)).toBe('paid paid');
    expect(await paymentStateOf(member, cancelledOne)).toMatch(/^released /);
  });
});
