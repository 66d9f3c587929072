import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { auditLog, coupons, mailOutbox, orders, payments, users } from '../../db/schema.ts';
import { cardGatewayFor } from '../../payments/card-gateway.ts';
import { requestToken } from '../../sandbox-pay/test-support.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { createTestPurchase } from '../orders/test-purchase.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';
import type { StaffCancelAnswer } from './cancel.ts';

let t: TestApp;
let staff: TestStaff;
let hanako: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createTestStaff(t.app);
  hanako = await createTestMember(t.app, {
    familyName: '検索',
    givenName: '花子',
    familyKana: 'ケンサク',
    givenKana: 'ハナコ',
    tel: '090-4444-7777',
  });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff.headers });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: staff.headers, payload: payload as object });

async function statusOf(orderId: string) {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row?.status;
}
const mailsTo = (email: string) =>
  t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
const yamato = (eleven: string) => `${eleven}${Number(eleven) % 7}`;

describe('GET /api/admin/orders', () => {
  it('finds orders by purchase number, name, kana, e-mail and telephone', async () => {
    const { purchaseId, orderIds } = await createTestPurchase(t.app.db, {
      userId: hanako.id,
      orders: [{}, {}],
    });
    for (const q of [
      purchaseId,
      orderIds[1],
      '検索 花子',
      'けんさく',
      hanako.email.toUpperCase(),
      '09044447777',
    ]) {
      const res = await get(`/api/admin/orders?q=${encodeURIComponent(q ?? '')}`);
      expect(res.statusCode, q).toBe(200);
      const ids = res.json<{ data: { rows: { orderId: string }[] } }>().data.rows.map((row) => row.orderId);
      expect(ids, q).toEqual(expect.arrayContaining(q === orderIds[1] ? [orderIds[1]] : orderIds));
    }
  });

  it('filters by status, payment method and shipping date, a page at a time', async () => {
    const { orderIds } = await createTestPurchase(t.app.db, {
      userId: hanako.id,
      paymentMethod: 'onDelivery',
      orders: [
        { status: S.printed, shippingDate: '2026-12-24' },
        { status: S.uploaded, shippingDate: '2026-12-25' },
      ],
    });
    const res = await get(
      '/api/admin/orders?status=7&paymentMethod=onDelivery&shippingFrom=2026-12-24&shippingTo=2026-12-24',
    );
    const data = res.json<{ data: { rows: { orderId: string; nextStatuses: number[] }[]; total: number } }>()
      .data;
    expect(data.rows.map((row) => row.orderId)).toEqual([orderIds[0]]);
    expect(data.rows[0]?.nextStatuses).toEqual([S.shipped, S.cancelRequested]);
    const paged = (await get('/api/admin/orders?perPage=20&page=1')).json<{
      data: { perPage: number; pageCount: number };
    }>();
    expect(paged.data.perPage).toBe(20);
  });

  it('answers a bad filter with 400 and the message on its field', async () => {
    const res = await get('/api/admin/orders?status=6&shippingFrom=2026/12/01');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string> }>();
    expect(body.errors).toMatchObject({
      status: '状態の指定に誤りがあります',
      shippingFrom: '日付は 2026-11-25 の形で指定してください',
    });
  });
});

describe('GET /api/admin/purchases/:purchaseId', () => {
  it('shows the purchase with customer, payment, history and mails; 404 for an unknown one', async () => {
    const { purchaseId, orderIds } = await createTestPurchase(t.app.db, {
      userId: hanako.id,
      coupon: { discount: 500 },
      orders: [{ status: S.uploaded }],
    });
    const res = await get(`/api/admin/purchases/${purchaseId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Record<string, unknown> }>().data;
    expect(data).toMatchObject({
      customer: { email: hanako.email, name: '検索 花子', kana: 'ケンサク ハナコ' },
      payment: { method: 'epsilon', status: 'paid' },
      couponCode: expect.any(String) as unknown,
      nextStatuses: {
        [orderIds[0] ?? '']: [S.datachecked, S.waitingReUpload, S.waitingResponse, S.cancelRequested],
      },
      refundable: false,
    });
    expect((await get('/api/admin/purchases/99999999999')).statusCode).toBe(404);
    expect((await get('/api/admin/purchases/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/orders/moves', () => {
  it('moves one order to printing, mails nothing for it, and writes the audit entry', async () => {
    const { orderIds } = await createTestPurchase(t.app.db, {
      userId: hanako.id,
      orders: [{ status: S.datachecked }],
    });
    const orderId = orderIds[0] ?? '';
    const res = await post('/api/admin/orders/moves', { to: S.printed, orders: [{ orderId }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { moved: [{ orderId, from: 5, to: 7, label: '印刷・加工中' }], mailsQueued: 0 },
    });
    expect(await statusOf(orderId)).toBe(S.printed);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.subjectId, orderId));
    expect(entry).toMatchObject({
      staffId: staff.id,
      action: 'order.move',
      before: { status: 5 },
      after: { status: 7 },
    });
  });

  it('ships several orders at once, each with its tracking number, one mail per parcel, seen on My page', async () => {
    const member = await createTestMember(t.app);
    const a = await createTestPurchase(t.app.db, {
      userId: member.id,
      orders: [{ status: S.printed }, { status: S.printed }],
    });
    const b = await createTestPurchase(t.app.db, { userId: member.id, orders: [{ status: S.printed }] });
    const parcelA = yamato('40001234567');
    const res = await post('/api/admin/orders/moves', {
      to: S.shipped,
      orders: [
        { orderId: a.orderIds[0], carrier: 'yamato', trackingNumber: parcelA },
        { orderId: a.orderIds[1], carrier: 'yamato', trackingNumber: parcelA },
        { orderId: b.orderIds[0], carrier: 'sagawa', trackingNumber: '1234-5678-9012' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { mailsQueued: number } }>().data.mailsQueued).toBe(2);
    const mails = await mailsTo(member.email);
    expect(mails.map((mail) => mail.text).join('\n')).toContain(parcelA);
    expect(mails.map((mail) => mail.text).join('\n')).toContain('123456789012');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v2/purchases/${a.purchaseId}`,
      headers: member.headers,
    });
    expect(mine.json<{ data: { orders: unknown[] } }>().data.orders).toEqual([
      expect.objectContaining({ status: 8, deliveryProviderLabel: 'ヤマト運輸', trackingNumber: parcelA }),
      expect.objectContaining({ status: 8, trackingNumber: parcelA }),
    ]);
  });

  it('moves nothing when one order may not go, and names it', async () => {
    const { orderIds } = await createTestPurchase(t.app.db, {
      userId: hanako.id,
      orders: [{ status: S.datachecked }, { status: S.uploaded }],
    });
    const res = await post('/api/admin/orders/moves', {
      to: S.printed,
      orders: orderIds.map((orderId) => ({ orderId })),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      'orders.1.orderId': `${orderIds[1]}：印刷・加工中に変更できない状態です`,
    });
    expect(await statusOf(orderIds[0] ?? '')).toBe(S.datachecked);
  });

  it('refuses a mistyped tracking number and an unknown order with their messages', async () => {
    const bad = await post('/api/admin/orders/moves', {
      to: S.shipped,
      orders: [{ orderId: '26112000001-1', carrier: 'yamato', trackingNumber: '123456789012' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toEqual({
      'orders.0.trackingNumber': 'ヤマト運輸の伝票番号（12桁の数字）を正しく入力してください',
    });
    const unknown = await post('/api/admin/orders/moves', {
      to: S.printed,
      orders: [{ orderId: '99999999999-1' }],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/admin/purchases/:purchaseId/cancel', () => {
  async function cardPaidPurchase(member: TestMember) {
    const purchase = await createTestPurchase(t.app.db, {
      userId: member.id,
      coupon: { discount: 300 },
      pointUse: 200,
      orders: [{ status: S.datachecked }],
    });
    const token = (await requestToken(t.app, {}, t.config.cardContractCode)).tokenObject?.token ?? '';
    const orderNumber = `${purchase.purchaseId}-1-refundtest`;
    const charged = await cardGatewayFor(t.app).charge({
      orderNumber,
      amount: purchase.totalAmount,
      token,
      paymentKind: '10',
      threeDSecure: false,
    });
    expect(charged.status).toBe('paid');
    await t.app.db
      .update(payments)
      .set({ providerReference: orderNumber })
      .where(eq(payments.purchaseId, purchase.purchaseId));
    return { ...purchase, orderNumber };
  }

  it('cancels with the card refunded in full; coupon and points come back; a repeat changes nothing', async () => {
    const member = await createTestMember(t.app);
    const purchase = await cardPaidPurchase(member);
    const body = { refund: 'full', reason: '入稿データの不備のため' };
    const res = await post(`/api/admin/purchases/${purchase.purchaseId}/cancel`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        statuses: [{ orderId: purchase.orderIds[0], status: S.paybackedAll }],
        refunded: purchase.totalAmount,
        pointsReturned: 200,
        couponsReturned: 1,
      },
    });
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.purchaseId, purchase.purchaseId));
    expect(payment?.status).toBe('refunded');
    const [coupon] = await t.app.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, purchase.couponId ?? 0));
    expect(coupon?.usedCount).toBe(0);
    const subjects = (await mailsTo(member.email)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    const again = await post(`/api/admin/purchases/${purchase.purchaseId}/cancel`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { refunded: number; pointsReturned: number } }>().data).toMatchObject({
      refunded: 0,
      pointsReturned: 0,
    });
    const [member2] = await t.app.db
      .select({ holdingPoint: users.holdingPoint })
      .from(users)
      .where(eq(users.id, member.id));
    expect(member2?.holdingPoint).toBe(200);
  });

  it('refunds part of a payment, refuses a refund larger than the payment, asks for the reason', async () => {
    const member = await createTestMember(t.app);
    const purchase = await cardPaidPurchase(member);
    const statusBefore = await statusOf(purchase.orderIds[0] ?? '');
    const tooMuch = await post(`/api/admin/purchases/${purchase.purchaseId}/cancel`, {
      refund: 'partial',
      amount: purchase.totalAmount + 1,
      reason: '一部返金',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json<{ errors: Record<string, string> }>().errors.amount).toBe(
      '返金額がお支払い金額を超えています',
    );
    // Refused before anything changed: the order is not stopped by a mistyped amount.
    expect(await statusOf(purchase.orderIds[0] ?? '')).toBe(statusBefore);
    expect(statusBefore).not.toBe(S.cancelRequested);
    const partial = await post(`/api/admin/purchases/${purchase.purchaseId}/cancel`, {
      refund: 'partial',
      amount: 1000,
      reason: '一部返金',
    });
    expect(partial.statusCode).toBe(200);
    expect(await statusOf(purchase.orderIds[0] ?? '')).toBe(S.paybacked);
    // The point terms: a whole cancellation gives every used point back, even when only part of
    // the money is refunded (decision 0784).
    expect(partial.json<{ data: StaffCancelAnswer }>().data).toMatchObject({
      refunded: 1000,
      pointsReturned: 200,
      couponsReturned: 1,
    });
    const noReason = await post(`/api/admin/purchases/${purchase.purchaseId}/cancel`, {
      refund: 'none',
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ errors: Record<string, string> }>().errors.reason).toContain('キャンセルの理由');
  });

  // After delivery a refund is the shop's manual procedure, with the earned points taken back by
  // hand (the point terms; decision 0784): this route never reaches a delivered order.
  it.each([
    ['shipped', S.shipped],
    ['delivered', S.delivered],
  ])('refuses a %s order', async (_case, status) => {
    const { purchaseId } = await createTestPurchase(t.app.db, {
      userId: hanako.id,
      orders: [{ status }],
    });
    const res = await post(`/api/admin/purchases/${purchaseId}/cancel`, { refund: 'full', reason: '誤発注' });
    expect(res.statusCode).toBe(409);
  });
});

describe("the day's shipments", () => {
  it('exports the printed and checked orders of the day as a Shift_JIS B2クラウド CSV and a picking list', async () => {
    const member = await createTestMember(t.app, { familyName: '出荷', givenName: '一郎' });
    const { purchaseId, orderIds } = await createTestPurchase(t.app.db, {
      userId: member.id,
      paymentMethod: 'onDelivery',
      orders: [
        { status: S.printed, shippingDate: '2027-01-08' },
        { status: S.datachecked, shippingDate: '2027-01-08' },
        { status: S.uploaded, shippingDate: '2027-01-08' },
      ],
    });
    const csv = await get('/api/admin/shipments/b2.csv?day=2027-01-08');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="b2-20270108.csv"');
    const text = iconv.decode(csv.rawPayload, 'cp932');
    const lines = text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toMatch(/^"お客様管理番号","送り状種類",/);
    const row = lines.find((line) => line.startsWith(`"${purchaseId}"`)) ?? '';
    expect(row).toContain('"2","","","2027/01/08"');
    expect(row).toContain(`"${orderIds[0]} ${orderIds[1]}"`);
    expect(row).not.toContain(orderIds[2] ?? '-');
    const pdf = await get('/api/admin/shipments/picking-list.pdf?day=2027-01-08');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/api/admin/shipments/b2.csv?day=2027-13-01')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/today', () => {
  it('counts what needs a person now', async () => {
    const before = (await get('/api/admin/today')).json<{ data: { counts: Record<string, number> } }>().data
      .counts;
    await createTestPurchase(t.app.db, { userId: hanako.id, orders: [{ status: S.uploaded }] });
    const res = await get('/api/admin/today');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: { workDay: string; counts: Record<string, number> } }>().data;
    expect(data.workDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.counts.artworkToCheck).toBe((before.artworkToCheck ?? 0) + 1);
    expect(Object.keys(data.counts).sort()).toEqual([
      'artworkToCheck',
      'chargesInDoubt',
      'estimateRequestsOpen',
      'lateShipments',
      'messagesOpen',
      'newOrders',
      'proofsWaiting',
      'samplesOpen',
      'toShipToday',
      'transfersShort',
    ]);
  });

  it('is closed to members', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/today', headers: hanako.headers });
    expect(res.statusCode).toBe(401);
  });
});
