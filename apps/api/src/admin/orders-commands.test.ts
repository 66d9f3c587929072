import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from '@shop/domain/orders';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  coupons,
  mailOutbox,
  orderEvents,
  orders,
  payments,
  pointMovements,
  purchases,
  users,
} from '../db/schema.ts';
import { createTestMember, type TestMember } from '../modules/auth/test-member.ts';
import { createTestPurchase } from '../modules/orders/test-purchase.ts';
import type { CommandContext } from './command-context.ts';
import { listOrdersInStatus, moveOrder, requestArtworkAgain } from './orders-commands.ts';

let t: TestApp;
let context: CommandContext;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  context = { now: t.app.now(), config: t.config };
  member = await createTestMember(t.app);
});
afterAll(async () => t.close());

const S = ORDER_STATUS;

async function orderRow(orderId: string) {
  const [row] = await t.app.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}
async function mailsTo(email: string) {
  return t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
}
async function balance(userId: number) {
  const [row] = await t.app.db
    .select({ holdingPoint: users.holdingPoint })
    .from(users)
    .where(eq(users.id, userId));
  return row!.holdingPoint;
}

describe('moveOrder', () => {
  it('walks an order from artwork to delivery, mailing where a shop would, and grants its points at delivery', async () => {
    const someone = await createTestMember(t.app);
    const { purchaseId, orderIds, pointEarned } = await createTestPurchase(t.app.db, {
      userId: someone.id,
      status: S.uploaded,
    });
    const [orderId] = orderIds as [string];
    const before = await balance(someone.id);

    await moveOrder(t.app.db, { order: orderId, to: 'datachecked' }, context);
    await moveOrder(t.app.db, { order: orderId, to: 7 }, context);
    await expect(moveOrder(t.app.db, { order: orderId, to: 'shipped' }, context)).rejects.toThrow(
      '配送業者（yamato, sagawa, japanpost）と送り状番号が必要です',
    );
    const shipped = await moveOrder(
      t.app.db,
      { order: orderId, to: 'shipped', carrier: 'yamato', trackingNumber: '1234-5678-9013' },
      context,
    );
    expect(shipped.moved).toEqual([{ orderId, from: 7, to: 8, label: '発送済み' }]);
    expect(await orderRow(orderId)).toMatchObject({
      status: 8,
      deliveryProvider: 'yamato',
      trackingNumber: '123456789013',
    });
    expect(await balance(someone.id)).toBe(before);

    const delivered = await moveOrder(t.app.db, { order: orderId, to: 'delivered' }, context);
    expect(delivered.pointsGranted).toBe(pointEarned);
    expect(pointEarned).toBeGreaterThan(0);
    expect(await balance(someone.id)).toBe(before + pointEarned);
    const [earned] = await t.app.db
      .select()
      .from(pointMovements)
      .where(and(eq(pointMovements.userId, someone.id), eq(pointMovements.kind, 'earned')));
    expect(earned).toMatchObject({ amount: pointEarned, purchaseId, orderId });

    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, (await orderRow(orderId)).id));
    expect(events.map((e) => `${e.fromStatus}>${e.toStatus} ${e.actor}`)).toEqual([
      '3>5 staff',
      '5>7 staff',
      '7>8 staff',
      '8>9 staff',
    ]);
    const subjects = (await mailsTo(someone.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      '【シールラボ】データチェック完了のお知らせ',
      '【シールラボ】商品発送のお知らせ',
    ]);
    const shippedMail = (await mailsTo(someone.email))[1]!;
    expect(shippedMail.text).toContain('配送業者：ヤマト運輸');
    expect(shippedMail.text).toContain('お問い合わせ伝票番号：123456789013');
    expect(shippedMail.text).toContain(
      'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789013',
    );

    // The member sees it on My page, with the points.
    const points = await t.app.inject({
      method: 'GET',
      url: '/api/v2/point-movements',
      headers: someone.headers,
    });
    expect(points.json<{ data: object }>().data).toMatchObject({
      holdingPoint: before + pointEarned,
      pendingPoint: 0,
      movements: [{ kind: 'earned', kindLabel: 'ご購入ポイント', amount: pointEarned, orderId }],
    });
    const delivered2 = await t.app.inject({
      method: 'GET',
      url: '/api/v2/delivered-orders',
      headers: someone.headers,
    });
    expect(
      delivered2.json<{ data: { orderId: string; deliveredAt: string; shippedAt: string }[] }>().data[0],
    ).toMatchObject({
      orderId,
      shippedAt: t.app.now().toISOString(),
      deliveredAt: t.app.now().toISOString(),
    });
  });

  it('splits a purchase’s points over its orders as each is delivered, never more than the whole', async () => {
    const someone = await createTestMember(t.app);
    const { purchaseId, orderIds, pointEarned } = await createTestPurchase(t.app.db, {
      userId: someone.id,
      status: S.shipped,
      orders: [{}, {}, {}],
    });
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v2/point-movements',
      headers: someone.headers,
    });
    expect(pending.json<{ data: { pendingPoint: number } }>().data.pendingPoint).toBe(pointEarned);
    let granted = 0;
    for (const orderId of orderIds)
      granted += (await moveOrder(t.app.db, { order: orderId, to: 9 }, context)).pointsGranted;
    expect(granted).toBe(pointEarned);
    expect(await balance(someone.id)).toBe(pointEarned);
    await expect(moveOrder(t.app.db, { order: purchaseId, to: 9 }, context)).rejects.toThrow(
      '対象のご注文がありません',
    );
  });

  it('moves every open order of a purchase at once, with one mail', async () => {
    const someone = await createTestMember(t.app);
    const { purchaseId, orderIds } = await createTestPurchase(t.app.db, {
      userId: someone.id,
      orders: [{ status: S.printed }, { status: S.printed }, { status: S.canceled }],
    });
    const result = await moveOrder(
      t.app.db,
      { order: purchaseId, to: 'shipped', carrier: 'sagawa', trackingNumber: '400012345678' },
      context,
    );
    expect(result.moved.map((m) => m.orderId)).toEqual(orderIds.slice(0, 2));
    expect((await orderRow(orderIds[2]!)).status).toBe(S.canceled);
    const mails = await mailsTo(someone.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      `ご注文（明細番号 ${orderIds[0]}、${orderIds[1]}）の商品を発送いたしました`,
    );
  });

  it.each<[OrderStatus, string | number]>([
    [S.uploaded, 'shipped'],
    [S.purchased, 'printed'],
    [S.delivered, 'canceled'],
    [S.canceled, 'paybackedAll'],
    [S.shipped, 'uploaded'],
  ])('refuses what the transition table does not allow (%i → %s) and changes nothing', async (from, to) => {
    const { orderIds } = await createTestPurchase(t.app.db, { userId: member.id, status: from });
    await expect(
      moveOrder(
        t.app.db,
        { order: orderIds[0]!, to, carrier: 'yamato', trackingNumber: '123456789013' },
        context,
      ),
    ).rejects.toThrow('に変更できません');
    expect((await orderRow(orderIds[0]!)).status).toBe(from);
  });

  it('refuses unknown orders, statuses and carriers', async () => {
    await expect(moveOrder(t.app.db, { order: '99999999999-1', to: 5 }, context)).rejects.toThrow(
      '見つかりません',
    );
    await expect(moveOrder(t.app.db, { order: 'abc', to: 5 }, context)).rejects.toThrow('注文番号');
    await expect(moveOrder(t.app.db, { order: '99999999999-1', to: 6 }, context)).rejects.toThrow();
    await expect(moveOrder(t.app.db, { order: '99999999999-1', to: 'lost' }, context)).rejects.toThrow();
    await expect(
      moveOrder(
        t.app.db,
        { order: '99999999999-1', to: 'shipped', carrier: 'pigeon' as 'yamato', trackingNumber: '1' },
        context,
      ),
    ).rejects.toThrow();
  });

  it('completes a cancellation with a full refund: payment refunded, coupon and points returned, customer told', async () => {
    const someone = await createTestMember(t.app);
    const { purchaseId, couponId } = await createTestPurchase(t.app.db, {
      userId: someone.id,
      coupon: { discount: 1000 },
      pointUse: 700,
      orders: [{}, {}],
    });
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/cancel/${purchaseId}`,
      headers: someone.headers,
    });
    expect(cancel.json<{ data: { completed: boolean } }>().data.completed).toBe(false);
    const before = await balance(someone.id);

    const first = await moveOrder(t.app.db, { order: `${purchaseId}-1`, to: 'paybackedAll' }, context);
    expect(first.returned).toEqual({ points: 0, coupons: 0 });
    const last = await moveOrder(t.app.db, { order: `${purchaseId}-2`, to: 'paybackedAll' }, context);
    expect(last.returned).toEqual({ points: 700, coupons: 1 });
    expect(await balance(someone.id)).toBe(before + 700);
    const [coupon] = await t.app.db.select().from(coupons).where(eq(coupons.id, couponId!));
    expect(coupon?.usedCount).toBe(0);
    const [purchase] = await t.app.db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
    expect(purchase?.paymentStatus).toBe('refunded');
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
    expect(payment?.status).toBe('refunded');
    const mail = (await mailsTo(someone.email)).at(-1);
    expect(mail?.subject).toBe('【シールラボ】キャンセル手続き完了のお知らせ');
    expect(mail?.text).toContain('全額返金いたしました');
    expect(mail?.text).toContain('ご利用のポイント（700pt）をお戻しいたしました');

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v2/purchases/${purchaseId}`,
      headers: someone.headers,
    });
    expect(
      history.json<{ data: { orders: { statusLabel: string }[] } }>().data.orders.map((o) => o.statusLabel),
    ).toEqual(['キャンセル完了', 'キャンセル完了']);
  });

  it('confirms a payment by hand (10 → 2) and marks the purchase paid', async () => {
    const someone = await createTestMember(t.app);
    const { purchaseId } = await createTestPurchase(t.app.db, {
      userId: someone.id,
      status: S.waitingPurchase,
    });
    await moveOrder(t.app.db, { order: purchaseId, to: 'purchased' }, context);
    const [purchase] = await t.app.db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
    expect(purchase?.paymentStatus).toBe('paid');
    expect((await mailsTo(someone.email)).map((m) => m.subject)).toEqual([
      '【シールラボ】ご入金確認のお知らせ',
    ]);
  });

  it('marks a cash-on-delivery purchase paid when its parcel is delivered', async () => {
    const someone = await createTestMember(t.app);
    const { purchaseId } = await createTestPurchase(t.app.db, {
      userId: someone.id,
      paymentMethod: 'onDelivery',
      status: S.shipped,
    });
    await moveOrder(t.app.db, { order: purchaseId, to: 'delivered' }, context);
    const [purchase] = await t.app.db.select().from(purchases).where(eq(purchases.purchaseId, purchaseId));
    expect(purchase?.paymentStatus).toBe('paid');
    const receipt = await t.app.inject({
      method: 'POST',
      url: '/api/v2/issue-receipt',
      headers: someone.headers,
      payload: { to: '', purchase_id: purchaseId },
    });
    expect(receipt.statusCode).toBe(200);
  });
});

describe('requestArtworkAgain', () => {
  it('asks for new artwork with the reason; the member can upload again', async () => {
    const someone = await createTestMember(t.app);
    const { orderIds } = await createTestPurchase(t.app.db, { userId: someone.id, status: S.uploaded });
    const reason = '文字がアウトライン化されていません。フォントをアウトライン化してください。';
    const result = await requestArtworkAgain(t.app.db, { order: orderIds[0]!, reason }, context);
    expect(result.moved[0]).toMatchObject({ from: 3, to: 4, label: '再入稿待ち' });
    const [mail] = await mailsTo(someone.email);
    expect(mail?.subject).toBe('【シールラボ】再入稿のお願い');
    expect(mail?.text).toContain(reason);
    const [event] = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, (await orderRow(orderIds[0]!)).id));
    expect(event?.memo).toBe(reason);
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/v2/active-orders',
      headers: someone.headers,
    });
    expect(active.json<{ data: { actions: object }[] }>().data[0]?.actions).toMatchObject({
      uploadable: true,
      reUpload: true,
    });
    await expect(
      requestArtworkAgain(t.app.db, { order: orderIds[0]!, reason: ' ' }, context),
    ).rejects.toThrow('理由');
  });
});

describe('listOrdersInStatus', () => {
  it('lists the orders waiting in a status, oldest first', async () => {
    const { orderIds } = await createTestPurchase(t.app.db, { userId: member.id, status: S.waitingResponse });
    const rows = await listOrdersInStatus(t.app.db, { status: 'waitingResponse' });
    expect(rows.map((row) => row.orderId)).toContain(orderIds[0]);
    expect(rows.every((row) => row.status === 12 && row.statusLabel === 'お客様のご回答待ち')).toBe(true);
  });
});
