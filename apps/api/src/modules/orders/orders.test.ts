import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@shop/domain/messages';
import { ORDER_STATUS } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import type { Order, Purchase } from './schemas.ts';
import { createTestPurchase } from './test-purchase.ts';

let t: TestApp;
let alice: TestMember;
let bob: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([createTestMember(t.app), createTestMember(t.app)]);
});
afterAll(async () => t.close());

const get = (url: string, member: TestMember | null) =>
  t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: member ? member.headers : {} });

describe('GET /purchases and /purchases/{id}', () => {
  it('lists the member’s purchases newest first, each with its orders in line order', async () => {
    const older = await createTestPurchase(t.app.db, {
      userId: alice.id,
      createdAt: new Date('2026-11-10T09:00:00+09:00'),
    });
    const newer = await createTestPurchase(t.app.db, {
      userId: alice.id,
      createdAt: new Date('2026-11-19T09:00:00+09:00'),
      orders: [{ num: 200 }, { productId: 104, sizeX: 80, sizeY: 30 }],
    });
    await createTestPurchase(t.app.db, { userId: bob.id });

    const response = await get('/purchases', alice);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Purchase[]; meta: { total: number } }>();
    expect(body.data.map((p) => p.purchaseId)).toEqual([newer.purchaseId, older.purchaseId]);
    expect(body.meta.total).toBe(2);
    const [first] = body.data;
    expect(first?.orders.map((o) => o.orderId)).toEqual([`${newer.purchaseId}-1`, `${newer.purchaseId}-2`]);
    expect(first?.orders[1]).toMatchObject({
      product: { id: 104, name: '透明PETステッカー' },
      specification: {
        productName: '透明PETステッカー',
        sizeLabel: '80×30mm',
        quantityLabel: '100枚',
        lines: ['粘着タイプ：強粘着', 'ラミネート加工：グロスラミネート'],
      },
      status: ORDER_STATUS.purchased,
      statusLabel: 'お支払い済み',
      shippingDate: '2026-11-27',
      deliveryProvider: null,
      trackingNumber: null,
      actions: { uploadable: true, reUpload: false, cancellable: true, shipmentChangeable: true },
    });
    expect(first?.orders[0]?.optionIds).toMatchObject({ adhesiveId: 1, laminationId: 12, whiteInkId: null });
    expect(first).toMatchObject({
      paymentMethodLabel: 'クレジットカード',
      paid: true,
      totalAmount: newer.totalAmount,
      destination: { prefecture: '東京都', addressLevel2: '千代田区', familyName: '山田' },
      actions: { cancellable: true, shipmentChangeable: true, invoice: true, receipt: true },
    });
  });

  it('pages the list', async () => {
    const member = await createTestMember(t.app);
    for (let day = 1; day <= 3; day += 1) {
      await createTestPurchase(t.app.db, {
        userId: member.id,
        createdAt: new Date(`2026-11-0${day}T09:00:00+09:00`),
      });
    }
    const body = (await get('/purchases?page=2&perPage=2', member)).json<{
      data: Purchase[];
      meta: object;
    }>();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]?.createdAt).toBe('2026-11-01T00:00:00.000Z');
    expect(body.meta).toEqual({ total: 3, page: 2, perPage: 2 });
    expect((await get('/purchases?perPage=101', member)).statusCode).toBe(400);
  });

  it('shows one purchase to its owner and 404 to anyone else', async () => {
    const { purchaseId } = await createTestPurchase(t.app.db, { userId: alice.id });
    const mine = await get(`/purchases/${purchaseId}`, alice);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: Purchase }>().data.purchaseId).toBe(purchaseId);

    const theirs = await get(`/purchases/${purchaseId}`, bob);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'ご注文が見つかりません', errors: {} });
    expect(theirs.body).not.toContain('山田');
  });

  it.each(['1234567890', '123456789012', '2611180000a', '../etc'])(
    'refuses the purchase number %s with 400',
    async (id) => {
      const response = await get(`/purchases/${encodeURIComponent(id)}`, alice);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(apiMessages.badRequest);
    },
  );

  it.each([
    '/purchases',
    '/purchases/26111800001',
    '/active-orders',
    '/delivered-orders',
    '/point-movements',
  ])('%s needs a member (401)', async (url) => {
    const response = await get(url, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: apiMessages.unauthorized, errors: {} });
  });
});

describe('GET /active-orders and /delivered-orders', () => {
  it('splits the member’s orders by status and never shows another member’s', async () => {
    const member = await createTestMember(t.app);
    const { purchaseId } = await createTestPurchase(t.app.db, {
      userId: member.id,
      orders: [
        { status: ORDER_STATUS.uploaded },
        { status: ORDER_STATUS.shipped, deliveryProvider: 'yamato', trackingNumber: '123456789012' },
        { status: ORDER_STATUS.delivered, deliveryProvider: 'sagawa', trackingNumber: '400012345678' },
        { status: ORDER_STATUS.canceled },
        { status: ORDER_STATUS.cancelRequested },
      ],
    });
    await createTestPurchase(t.app.db, { userId: bob.id, status: ORDER_STATUS.delivered });

    const active = (await get('/active-orders', member)).json<{ data: Order[] }>().data;
    expect(active.map((o) => o.orderId).sort()).toEqual([
      `${purchaseId}-1`,
      `${purchaseId}-2`,
      `${purchaseId}-5`,
    ]);
    const shipped = active.find((o) => o.orderId === `${purchaseId}-2`);
    expect(shipped).toMatchObject({
      statusLabel: '発送済み',
      deliveryProvider: 'yamato',
      deliveryProviderLabel: 'ヤマト運輸',
      trackingNumber: '123456789012',
      trackingUrl: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789012',
      actions: { uploadable: false, cancellable: false, shipmentChangeable: false },
    });
    expect(active.find((o) => o.orderId === `${purchaseId}-5`)?.statusLabel).toBe('キャンセル手続き中');

    const delivered = (await get('/delivered-orders', member)).json<{ data: Order[] }>().data;
    expect(delivered.map((o) => o.orderId)).toEqual([`${purchaseId}-3`]);
    expect(delivered[0]).toMatchObject({ statusLabel: 'お届け済み', deliveryProviderLabel: '佐川急便' });

    const bobs = (await get('/delivered-orders', bob)).json<{ data: Order[] }>().data;
    expect(bobs.every((o) => !o.orderId.startsWith(purchaseId))).toBe(true);
    expect(
      (await get('/active-orders', bob))
        .json<{ data: Order[] }>()
        .data.some((o) => o.purchaseId === purchaseId),
    ).toBe(false);
  });

  it('hides a carrier and tracking number stored before the order shipped', async () => {
    const member = await createTestMember(t.app);
    const { orderRowIds } = await createTestPurchase(t.app.db, {
      userId: member.id,
      status: ORDER_STATUS.printed,
    });
    await t.app.db
      .update(orders)
      .set({ deliveryProvider: 'yamato', trackingNumber: '123456789012' })
      .where(eq(orders.id, orderRowIds[0]!));
    const [order] = (await get('/active-orders', member)).json<{ data: Order[] }>().data;
    expect(order).toMatchObject({
      statusLabel: '印刷・加工中',
      deliveryProvider: null,
      trackingNumber: null,
      trackingUrl: null,
    });
  });
});

// Issue 20 point 1: the message staff wrote when asking for a new artwork file is on My page too.
describe('an order waiting for a new artwork file', () => {
  it('carries the message of the shop’s latest request, and only while it waits', async () => {
    const member = await createTestMember(t.app);
    const { purchaseId, orderRowIds } = await createTestPurchase(t.app.db, {
      userId: member.id,
      status: ORDER_STATUS.waitingReUpload,
      orders: [{}, {}],
    });
    const [waiting, uploadedAgain] = orderRowIds as [number, number];
    const event = (
      orderId: number,
      memo: string,
      at: string,
      toStatus: number = ORDER_STATUS.waitingReUpload,
    ) => ({
      orderId,
      fromStatus: ORDER_STATUS.uploaded,
      toStatus,
      actor: 'staff',
      memo,
      createdAt: new Date(at),
    });
    await t.app.db
      .insert(orderEvents)
      .values([
        event(waiting, '解像度が足りません', '2026-11-20T10:00:00+09:00'),
        event(waiting, '塗り足しを3mm付けてください', '2026-11-21T15:30:00+09:00'),
        event(uploadedAgain, '文字をアウトライン化してください', '2026-11-21T16:00:00+09:00'),
        event(uploadedAgain, '', '2026-11-22T09:00:00+09:00', ORDER_STATUS.uploaded),
      ]);
    await t.app.db.update(orders).set({ status: ORDER_STATUS.uploaded }).where(eq(orders.id, uploadedAgain));

    const purchase = (await get(`/purchases/${purchaseId}`, member)).json<{ data: Purchase }>().data;
    expect(purchase.orders[0]).toMatchObject({
      status: ORDER_STATUS.waitingReUpload,
      reUploadRequest: {
        message: '塗り足しを3mm付けてください',
        requestedAt: new Date('2026-11-21T15:30:00+09:00').toISOString(),
      },
      actions: { uploadable: true, reUpload: true },
    });
    // Sent again: the request is answered and no longer shown.
    expect(purchase.orders[1]).toMatchObject({ status: ORDER_STATUS.uploaded, reUploadRequest: null });
    const active = (await get('/active-orders', member)).json<{ data: Order[] }>().data;
    expect(active.find((order) => order.id === waiting)?.reUploadRequest?.message).toBe(
      '塗り足しを3mm付けてください',
    );
    // Another member sees nothing of it.
    expect((await get(`/purchases/${purchaseId}`, bob)).statusCode).toBe(404);
  });
});

describe('/api/docs', () => {
  it('describes every My page call', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, object>;
    }>();
    for (const path of [
      '/api/v2/purchases',
      '/api/v2/purchases/{id}',
      '/api/v2/active-orders',
      '/api/v2/delivered-orders',
      '/api/v2/cancel/{purchaseId}',
      '/api/v2/shipment/{purchaseId}',
      '/api/v2/point-movements',
      '/api/v2/upload',
      '/api/v2/sample-image/{id}',
      '/api/v2/issue-invoice',
      '/api/v2/issue-receipt',
      '/api/v2/issued-documents/{id}',
      '/api/v2/estimates',
      '/api/v2/estimates/{estimateNumber}/pdf',
    ]) {
      expect(docs.paths, path).toHaveProperty([path]);
    }
  });
});
