// 後払い's cancellation report (decision 0845) through the API and the stand-in: a purchase cancelled
// before shipping, by staff or by the customer, is reported to the provider once, which then bills
// nothing and refuses a shipping report for it; a provider that cannot be reached never fails the
// cancellation, and the scheduled work sends the report later; staff cannot ask for a refund of
// money the shop never received, nor cancel here once the parcel has left.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { orders, payments, sandboxCharges } from '../../db/schema.ts';
import {
  deferredPaymentGateway,
  deferredPaymentGatewayFor,
  setDeferredPaymentGatewayFactory,
} from '../../payments/deferred-payment-gateway.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { addCoupon, grantPoints, memberState, postPurchase, purchaseBody } from '../checkout/test-support.ts';
import { createTestStaff, staffPurchaseView, type TestStaff } from '../staff/test-staff.ts';
import { backOfficeOrderMessages } from '../back-office-orders/messages.ts';
import { sendDueProviderReports } from './provider-reports.ts';

let t: TestApp;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestStaff(t.app);
});
afterAll(async () => t.close());
afterEach(() => setDeferredPaymentGatewayFactory());

interface Ordered {
  member: TestMember;
  purchaseId: string;
  orderNumber: string;
  transactionId: string;
}

/** A 後払い purchase using 200 points and a coupon. */
async function orderDeferred(givenName = '後払'): Promise<Ordered> {
  const member = await createTestMember(t.app, { givenName });
  await grantPoints(t.app, member.id, 500);
  const coupon = await addCoupon(t.app, { amount: 300 });
  const body = purchaseBody({ paymentMethod: 'gmoab', pointUse: 200, coupon: { code: coupon.code } });
  const res = await postPurchase(t.app, member, body);
  expect(res.statusCode, res.body).toBe(200);
  const purchaseId = res.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
  const detail = payment?.detail as { transactionId?: string } | null;
  return {
    member,
    purchaseId,
    orderNumber: payment?.providerReference ?? '',
    transactionId: detail?.transactionId ?? '',
  };
}

const staffCancel = (purchaseId: string, refund: 'full' | 'none' = 'none') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/purchases/${purchaseId}/cancel`,
    headers: staff.headers,
    payload: { refund, reason: 'お客様のご依頼により' },
  });

const staffPurchase = async (purchaseId: string) =>
  (await staffPurchaseView(t.app, staff, purchaseId)).purchase;

const statuses = async (purchaseId: string) =>
  (await t.app.db.select().from(orders).where(eq(orders.purchaseId, purchaseId)).orderBy(orders.id)).map(
    (row) => row.status,
  );

const standIn = async (orderNumber: string) => {
  const [row] = await t.app.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.orderNumber, orderNumber));
  return { status: row?.status, answer: row?.answer as { cancelledAt?: string; shipments: unknown[] } };
};

const setStatus = (purchaseId: string, status: number) =>
  t.app.db.update(orders).set({ status }).where(eq(orders.purchaseId, purchaseId));

/** The shop's own gateway asked to report a parcel of the purchase, as a ship would. */
const reportParcel = (ordered: Ordered) =>
  deferredPaymentGateway(t.app).reportShipment({
    orderNumber: ordered.orderNumber,
    reportId: `${ordered.purchaseId}-1`,
    carrier: 'yamato',
    trackingNumber: '123456789012',
  });

describe('staff cancel a 後払い purchase before shipping', () => {
  it('reports it to the provider once: nothing billed, a later shipping report refused, points and coupon back', async () => {
    const ordered = await orderDeferred();
    const res = await staffCancel(ordered.purchaseId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { refunded: 0 } });
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);
    const state = await memberState(t.app, ordered.member.id);
    expect(state.holdingPoint).toBe(500);
    expect(state.couponUses).toHaveLength(0);

    const atProvider = await standIn(ordered.orderNumber);
    expect(atProvider.status).toBe('cancelled');
    expect(atProvider.answer.cancelledAt).toBeTruthy();
    expect((await staffPurchase(ordered.purchaseId)).deferredPayment?.cancelReport).toMatchObject({
      state: 'sent',
      attempts: 1,
      nextAttemptAt: null,
    });
    const refusedParcel = await reportParcel(ordered);
    expect(refusedParcel.status).toBe('error');
    expect(refusedParcel.status === 'error' ? refusedParcel.detail : '').toContain('CANCELED');
    // Sent once: the round finds nothing due, and a repeated cancellation changes nothing.
    expect((await sendDueProviderReports(t.app)).sent).toBe(0);
    expect((await staffCancel(ordered.purchaseId)).statusCode).toBe(200);
    expect((await staffPurchase(ordered.purchaseId)).deferredPayment?.cancelReport?.attempts).toBe(1);
  });

  it('refuses a refund the shop never received, on its field, changing nothing; without one it cancels from production', async () => {
    const ordered = await orderDeferred();
    await setStatus(ordered.purchaseId, S.uploaded);
    const refused = await staffCancel(ordered.purchaseId, 'full');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: backOfficeOrderMessages.deferredNoRefund,
      errors: { refund: backOfficeOrderMessages.deferredNoRefund },
    });
    expect(await statuses(ordered.purchaseId)).toEqual([S.uploaded]);
    expect((await standIn(ordered.orderNumber)).status).toBe('paid');

    expect((await staffCancel(ordered.purchaseId)).statusCode).toBe(200);
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);
    expect((await standIn(ordered.orderNumber)).status).toBe('cancelled');
  });

  it('with the provider unreachable, still cancels; the report waits, shown to staff, and the round sends it', async () => {
    const ordered = await orderDeferred();
    setDeferredPaymentGatewayFactory((app) => ({
      ...deferredPaymentGatewayFor(app),
      reportCancellation: () =>
        Promise.resolve({ status: 'error', reason: 'network', detail: 'ECONNREFUSED' }),
    }));
    expect((await staffCancel(ordered.purchaseId)).statusCode).toBe(200);
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);
    const now = t.app.now();
    expect((await staffPurchase(ordered.purchaseId)).deferredPayment?.cancelReport).toEqual({
      state: 'failed',
      attempts: 1,
      sentAt: null,
      nextAttemptAt: new Date(now.getTime() + 60_000).toISOString(),
    });
    expect((await standIn(ordered.orderNumber)).status).toBe('paid');

    setDeferredPaymentGatewayFactory();
    expect((await sendDueProviderReports(t.app)).sent).toBe(0);
    t.setNow(new Date(now.getTime() + 60_000));
    try {
      expect((await sendDueProviderReports(t.app)).sent).toBe(1);
      expect((await sendDueProviderReports(t.app)).sent).toBe(0);
    } finally {
      t.setNow(now);
    }
    expect((await staffPurchase(ordered.purchaseId)).deferredPayment?.cancelReport).toMatchObject({
      state: 'sent',
      attempts: 2,
    });
    expect((await standIn(ordered.orderNumber)).status).toBe('cancelled');
  });
});

describe('after shipping', () => {
  it('staff are sent to the provider’s console: nothing changes, nothing is reported', async () => {
    const ordered = await orderDeferred();
    await setStatus(ordered.purchaseId, S.shipped);
    const res = await staffCancel(ordered.purchaseId);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(backOfficeOrderMessages.deferredShipped);
    expect(await statuses(ordered.purchaseId)).toEqual([S.shipped]);
    expect((await staffPurchase(ordered.purchaseId)).deferredPayment?.cancelReport).toBeNull();
    expect((await standIn(ordered.orderNumber)).status).toBe('paid');
  });
});

describe('the customer cancels', () => {
  it('a held screening: the provider is told, and its review can no longer be finished', async () => {
    const ordered = await orderDeferred('審査保留');
    expect(await statuses(ordered.purchaseId)).toEqual([S.waitingPurchase]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/cancel/${ordered.purchaseId}`,
      headers: ordered.member.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);
    expect((await standIn(ordered.orderNumber)).status).toBe('cancelled');
    const review = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/gmoab/reviews/${ordered.transactionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=OK',
    });
    expect(review.statusCode).toBe(422);
    expect(review.body).toContain('この取引はショップから取り消されています');
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);
  });

  it('nothing is reported for a screening the provider declined itself', async () => {
    const ordered = await orderDeferred('審査保留');
    const review = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/gmoab/reviews/${ordered.transactionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=NG',
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(await statuses(ordered.purchaseId)).toEqual([S.canceled]);
    expect((await staffPurchase(ordered.purchaseId)).deferredPayment?.cancelReport).toBeNull();
  });
});
