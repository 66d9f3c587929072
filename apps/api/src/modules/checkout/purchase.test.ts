import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, checkoutMessages, configuratorMessages, noticeMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  addresses,
  estimates,
  mailOutbox,
  orderEvents,
  orders,
  payments,
  purchases,
} from '../../db/schema.ts';
import { paymentMessages } from '../../payments/messages.ts';
import { TEST_CARDS } from '../../sandbox-pay/card-rules.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { checkoutApiMessages } from './messages.ts';
import {
  WHITE_PP_PRICE,
  addCoupon,
  cardCheckout,
  cardToken,
  grantPoints,
  memberState,
  paymentsOf,
  postPurchase,
  purchaseBody,
  whitePp,
  type PurchaseData,
} from './test-support.ts';

let t: TestApp;
let alice: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestMember(t.app);
});
afterAll(async () => t.close());

const data = (res: { json<T>(): T }) => res.json<{ data: PurchaseData }>().data;
const failure = (res: { json<T>(): T }) => res.json<{ message: string; errors: Record<string, string> }>();

async function outbox(to: string) {
  return t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

describe('POST /api/v2/purchase: cash on delivery', () => {
  it('writes purchase, orders, payment record and the confirmation mail at once', async () => {
    const member = await createTestMember(t.app);
    const items = [whitePp({ name: 'ロゴ', amountTotal: 1 }), whitePp({ num: 200 })];
    const res = await postPurchase(t.app, member, purchaseBody({ note: '角を丸くしないでください' }, items));
    expect(res.statusCode).toBe(200);
    const answer = data(res);
    // 2026-11-20 in Tokyo, the first purchase of the day in this database.
    expect(answer.purchase.purchaseId).toMatch(/^261120\d{5}$/);
    expect(answer).toMatchObject({ pareq: null, redirect: null, md: null, termUrl: null, estimateData: [] });

    const [purchase] = await t.app.db
      .select()
      .from(purchases)
      .where(eq(purchases.purchaseId, answer.purchase.purchaseId));
    // The server's price (the engine's, as calcprice answers it), not the client's amountTotal of 1.
    const twoHundred = (
      await t.app.inject({ method: 'POST', url: '/api/v2/calcprice', payload: whitePp({ num: 200 }) })
    ).json<{ data: { detail: { amountTotal: number } } }>().data.detail.amountTotal;
    const cart = WHITE_PP_PRICE + twoHundred;
    expect(purchase).toMatchObject({
      userId: member.id,
      paymentMethod: 'onDelivery',
      paymentStatus: 'on_delivery',
      discount: 0,
      pointUse: 0,
      thanked: 0,
      note: '角を丸くしないでください',
    });
    expect(purchase?.itemsAmount).toBe(cart);
    expect(purchase?.codFee).toBe(330);
    expect(purchase?.totalAmount).toBe(cart + 330);
    expect(purchase?.taxAmount).toBe(Math.floor(((cart + 330) * 10) / 110));
    expect(purchase?.pointEarned).toBe(Math.floor(cart / 100));
    expect(answer.purchase.totalAmount).toBe(cart + 330);

    const lines = await t.app.db
      .select()
      .from(orders)
      .where(eq(orders.purchaseId, answer.purchase.purchaseId))
      .orderBy(orders.id);
    expect(lines.map((line) => [line.orderId, line.status, line.amountTotal, line.name])).toEqual([
      [`${answer.purchase.purchaseId}-1`, 1, WHITE_PP_PRICE, 'ロゴ'],
      [`${answer.purchase.purchaseId}-2`, 1, twoHundred, ''],
    ]);
    // 5 business days from Friday 20 November before 14:00, Monday 23 being a holiday: Monday 30.
    expect(lines[0]?.shippingDate).toBe('2026-11-30');
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, lines[0]?.id ?? 0));
    expect(events).toMatchObject([{ fromStatus: 0, toStatus: 1, actor: 'customer' }]);
    expect(await paymentsOf(t.app, answer.purchase.purchaseId)).toMatchObject([
      { method: 'onDelivery', amount: cart + 330, status: 'pending' },
    ]);

    const [mail] = await outbox(member.email);
    expect(mail?.subject).toBe(
      `【シールラボ】ご注文ありがとうございます（ご注文番号 ${answer.purchase.purchaseId}）`,
    );
    expect(mail?.text).toContain('■お支払い方法：代金引換');
    expect(mail?.text).toContain(`代金引換手数料：¥330`);
    expect(mail?.text).toContain('発送予定日：11月30日(月)');
    // Tokyo is reached the next day (decision 0804), with its islands named.
    expect(mail?.text).toContain('お届け予定日：12月1日(火)（離島へは日数が多くかかる場合があります）');
    expect(mail?.text).toContain('〒100-0001 東京都千代田区千代田1-1');
  });

  it('refuses cash on delivery above ¥99,999 to collect', async () => {
    // 40 lines of ¥2,530: ¥101,200 to collect.
    const res = await postPurchase(
      t.app,
      alice,
      purchaseBody(
        {},
        Array.from({ length: 40 }, () => whitePp()),
      ),
    );
    expect(res.statusCode).toBe(422);
    expect(failure(res).message).toBe(checkoutMessages.cashOnDeliveryLimit('¥99,999'));
    expect(failure(res).errors).toHaveProperty(['checkout.paymentMethod']);
  });
});

describe('POST /api/v2/purchase: what is checked', () => {
  it('needs a member and an Idempotency-Key', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/v2/purchase', payload: purchaseBody() });
    expect(visitor.statusCode).toBe(401);
    const noKey = await postPurchase(t.app, alice, purchaseBody(), null);
    expect(noKey.statusCode).toBe(400);
    expect(failure(noKey)).toEqual({
      message: checkoutApiMessages.idempotencyKeyMissing,
      errors: { 'idempotency-key': checkoutApiMessages.idempotencyKeyMissing },
    });
  });

  it('needs the change and data consents, with a message under each', async () => {
    const res = await postPurchase(
      t.app,
      alice,
      purchaseBody({ consent: { change: false, data: false, exampleUse: true, repeat: true } }),
    );
    expect(res.statusCode).toBe(422);
    expect(failure(res)).toEqual({
      message: apiMessages.unprocessable,
      errors: {
        'checkout.consent.change': checkoutApiMessages.consentRequired,
        'checkout.consent.data': checkoutApiMessages.consentRequired,
      },
    });
  });

  it('takes addresses only from the member’s own book, and copies them', async () => {
    const bob = await createTestMember(t.app);
    const [bobs] = await t.app.db
      .insert(addresses)
      .values({
        userId: bob.id,
        kind: 'destination',
        postalCode: 600000,
        addressLevel1: '01',
        addressLevel2: '札幌市中央区',
        addressLine1: '北1条西2丁目',
        familyName: '佐藤',
        tel: '011-123-4567',
      })
      .returning();
    const stolen = await postPurchase(
      t.app,
      alice,
      purchaseBody({ shipment: { source: 0, destination: bobs?.id, deliveryTime: 'am' } }),
    );
    expect(stolen.statusCode).toBe(422);
    expect(failure(stolen).errors).toEqual({
      'checkout.shipment.destination': checkoutApiMessages.addressNotFound,
    });

    const own = await postPurchase(
      t.app,
      bob,
      purchaseBody({ shipment: { source: 0, destination: bobs?.id, deliveryTime: 'am' } }),
    );
    expect(own.statusCode).toBe(200);
    const [purchase] = await t.app.db
      .select()
      .from(purchases)
      .where(eq(purchases.purchaseId, data(own).purchase.purchaseId));
    expect(purchase?.destinationAddress).toMatchObject({
      addressBookId: bobs?.id,
      addressLevel2: '札幌市中央区',
    });
    expect(purchase?.sourceAddress).toMatchObject({ addressBookId: null, addressLevel2: '千代田区' });
    expect(purchase?.deliveryTime).toBe('am');
  });

  it('needs the total the customer was shown, and orders nothing without it', async () => {
    const member = await createTestMember(t.app);
    // Sent as-is: postPurchase would fill in the total the app shows.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/purchase',
      headers: { ...member.headers, 'idempotency-key': 'no-total-key-0001' },
      payload: purchaseBody(),
    });
    expect(res.statusCode).toBe(400);
    expect(failure(res).errors).toEqual({ 'checkout.totalAmount': checkoutApiMessages.totalAmountMissing });
    expect((await memberState(t.app, member.id)).purchases).toEqual([]);
  });

  it('refuses a total other than the one the customer was shown', async () => {
    const res = await postPurchase(t.app, alice, purchaseBody({ totalAmount: WHITE_PP_PRICE }));
    expect(res.statusCode).toBe(409);
    // Both amounts: the one shown (2,530) and the server's (2,530 + 330 cash-on-delivery fee).
    const message = checkoutApiMessages.totalChangedFrom('¥2,530', '¥2,860');
    expect(failure(res)).toEqual({ message, errors: { 'checkout.totalAmount': message } });
    const right = await postPurchase(t.app, alice, purchaseBody({ totalAmount: WHITE_PP_PRICE + 330 }));
    expect(right.statusCode).toBe(200);
  });

  it('refuses an item the shop cannot make, naming the cart line', async () => {
    const res = await postPurchase(
      t.app,
      alice,
      purchaseBody({}, [whitePp(), whitePp({ product: { id: 99_999 } })]),
    );
    expect(res.statusCode).toBe(422);
    expect(failure(res).message).toBe(noticeMessages.cannotOrder);
    expect(Object.keys(failure(res).errors)).toEqual(['items.1.product']);
  });

  it('orders an estimate line only from the member’s own estimate, while it is valid', async () => {
    const owner = await createTestMember(t.app);
    const stranger = await createTestMember(t.app);
    const issue = async (estimateNumber: string, validUntil: string) => {
      const [row] = await t.app.db
        .insert(estimates)
        .values({
          userId: owner.id,
          email: owner.email,
          estimateNumber,
          status: 1,
          title: '特注ステッカー',
          request: {},
          response: { children: [{ no: 1, amountWithTax: 12_000 }] },
          validUntil,
        })
        .returning();
      if (!row) throw new Error('no estimate');
      return {
        type: 'estimate',
        productType: 'estimate',
        product: { id: 159 },
        num: 1,
        estimate: JSON.stringify({
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          deletedAt: null,
        }),
        estimateData: JSON.stringify({ no: 1 }),
      };
    };
    const item = await issue(`E-${owner.id}-1`, '2026-12-20');
    const mine = await postPurchase(t.app, owner, purchaseBody({}, [item]));
    expect(mine.statusCode).toBe(200);
    expect(data(mine).purchase.totalAmount).toBe(12_000 + 440);
    expect(data(mine).estimateData).toEqual([
      { orderId: `${data(mine).purchase.purchaseId}-1`, estimateNumber: `E-${owner.id}-1`, no: 1 },
    ]);

    const theirs = await postPurchase(t.app, stranger, purchaseBody({}, [item]));
    expect(theirs.statusCode).toBe(422);
    expect(failure(theirs).errors).toEqual({ 'items.0.estimate': configuratorMessages.estimateNotFound });
    const expired = await postPurchase(
      t.app,
      owner,
      purchaseBody({}, [await issue(`E-${owner.id}-2`, '2026-11-19')]),
    );
    expect(failure(expired).errors).toEqual({ 'items.0.estimate': checkoutApiMessages.estimateExpired });
  });

  it('needs a card token for a card payment', async () => {
    const res = await postPurchase(t.app, alice, purchaseBody({ paymentMethod: 'epsilon' }));
    expect(res.statusCode).toBe(422);
    expect(failure(res).errors).toEqual({ 'checkout.card.token': checkoutApiMessages.cardRequired });
  });
});

describe('POST /api/v2/purchase: card', () => {
  it('charges the card after writing, then marks the purchase paid and its orders purchased', async () => {
    const member = await createTestMember(t.app);
    const res = await postPurchase(t.app, member, purchaseBody(cardCheckout(await cardToken(t.app))));
    expect(res.statusCode).toBe(200);
    const { purchase } = data(res);
    expect(purchase).toMatchObject({ method: 'epsilon', totalAmount: WHITE_PP_PRICE });
    const state = await memberState(t.app, member.id);
    expect(state.purchases).toMatchObject([
      { paymentStatus: 'paid', codFee: 0, totalAmount: WHITE_PP_PRICE },
    ]);
    expect(state.orders).toMatchObject([{ status: 2 }]);
    const events = await t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, state.orders[0]?.id ?? 0));
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actor])).toEqual([
      [0, 10, 'customer'],
      [10, 2, 'payment'],
    ]);
    const [payment] = await paymentsOf(t.app, purchase.purchaseId);
    expect(payment).toMatchObject({
      method: 'epsilon',
      amount: WHITE_PP_PRICE,
      status: 'paid',
      installment: '10',
    });
    expect(payment?.providerReference).toMatch(new RegExp(`^${purchase.purchaseId}-1-[A-Za-z0-9_-]{12}$`));
    expect((await outbox(member.email))[0]?.text).toContain('■お支払い方法：クレジットカード');
  });

  it('pays in instalments, which need their count', async () => {
    const member = await createTestMember(t.app);
    const instalments = (token: string, payTimes?: number) => ({
      paymentMethod: 'epsilon' as const,
      card: { token, maskedCardNo: '411111******1111', installment: '61', ...(payTimes ? { payTimes } : {}) },
    });
    const noCount = await postPurchase(t.app, member, purchaseBody(instalments('some-token')));
    expect(noCount.statusCode).toBe(422);
    expect(failure(noCount).errors).toEqual({
      'checkout.card.payTimes': checkoutApiMessages.payTimesRequired,
    });
    const res = await postPurchase(t.app, member, purchaseBody(instalments(await cardToken(t.app), 12)));
    expect(res.statusCode).toBe(200);
    expect(await paymentsOf(t.app, data(res).purchase.purchaseId)).toMatchObject([
      {
        status: 'paid',
        installment: '61',
        detail: { payTimes: 12, transactionId: expect.any(String) as unknown },
      },
    ]);
  });

  it('answers a refused card with 402 and its message, and leaves no order behind', async () => {
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, 300);
    const coupon = await addCoupon(t.app, { useLimit: 1 });
    const res = await postPurchase(
      t.app,
      member,
      purchaseBody(
        cardCheckout(await cardToken(t.app, TEST_CARDS.decline), {
          pointUse: 300,
          coupon: { code: coupon.code },
        }),
      ),
    );
    expect(res.statusCode).toBe(402);
    expect(failure(res).message).toBe(paymentMessages.declined);
    const state = await memberState(t.app, member.id);
    expect(state).toMatchObject({
      purchases: [],
      orders: [],
      couponUses: [],
      holdingPoint: 300,
      movementSum: 300,
    });
    const [row] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.amount, WHITE_PP_PRICE - 500 - 300))
      .orderBy(payments.id);
    expect(row?.status).toBe('failed');
    // The coupon's only use is free again.
    const again = await postPurchase(t.app, member, purchaseBody({ coupon: { code: coupon.code } }));
    expect(again.statusCode).toBe(200);
  });

  it('asks for 3-D Secure and keeps the orders awaiting payment until the challenge is passed', async () => {
    const member = await createTestMember(t.app);
    const res = await postPurchase(
      t.app,
      member,
      purchaseBody(cardCheckout(await cardToken(t.app, TEST_CARDS.challenge))),
    );
    expect(res.statusCode).toBe(200);
    const answer = data(res);
    expect(answer.redirect).toBe(`${t.config.publicUrl}/sandbox-pay/tds`);
    expect(answer.termUrl).toBe(`${t.config.publicUrl}/api/v2/purchase/tds-return`);
    expect(answer.pareq).toEqual(expect.any(String));
    expect(answer.md).toMatch(new RegExp(`^${answer.purchase.purchaseId}-1-`));
    const state = await memberState(t.app, member.id);
    expect(state.purchases).toMatchObject([{ paymentStatus: 'authorizing' }]);
    expect(state.orders).toMatchObject([{ status: 10 }]);
    expect(await outbox(member.email)).toEqual([]);
  });
});

describe('POST /api/v2/purchase: points and coupons', () => {
  it('pays in full by points: total 0, points spent, orders purchased', async () => {
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, 3000);
    const res = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'point' }));
    expect(res.statusCode).toBe(200);
    const state = await memberState(t.app, member.id);
    expect(state.purchases).toMatchObject([
      { paymentStatus: 'paid', pointUse: WHITE_PP_PRICE, totalAmount: 0, pointEarned: 0 },
    ]);
    expect(state.orders).toMatchObject([{ status: 2 }]);
    expect(state.holdingPoint).toBe(3000 - WHITE_PP_PRICE);
    expect(state.movementSum).toBe(state.holdingPoint);
  });

  it('refuses full points payment when the points fall short', async () => {
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, WHITE_PP_PRICE - 1);
    const res = await postPurchase(t.app, member, purchaseBody({ paymentMethod: 'point' }));
    expect(res.statusCode).toBe(422);
    expect(failure(res).errors).toEqual({ 'checkout.pointUse': checkoutMessages.pointShortage });
  });

  it('clamps the points to those held and applies a coupon once per member', async () => {
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, 100);
    const coupon = await addCoupon(t.app, {
      kind: 'percent',
      amount: 10,
      oncePerMember: true,
      code: 'welcome10',
    });
    const res = await postPurchase(
      t.app,
      member,
      purchaseBody({ pointUse: 5000, coupon: { code: 'ｗｅｌｃｏｍｅ１０' } }),
    );
    expect(res.statusCode).toBe(200);
    const state = await memberState(t.app, member.id);
    expect(state.purchases).toMatchObject([
      { discount: 253, pointUse: 100, totalAmount: WHITE_PP_PRICE - 253 - 100 + 330 },
    ]);
    expect(state.couponUses).toMatchObject([{ couponId: coupon.id, discount: 253 }]);
    expect(state.holdingPoint).toBe(0);

    const second = await postPurchase(t.app, member, purchaseBody({ coupon: { code: 'WELCOME10' } }));
    expect(second.statusCode).toBe(422);
    expect(failure(second)).toEqual({
      message: noticeMessages.couponInvalid,
      errors: { 'checkout.coupon.code': checkoutApiMessages.couponAlreadyUsed },
    });
  });
});

describe('the checkout in the OpenAPI description', () => {
  it('documents every checkout call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/coupons/{code}',
        '/api/v2/purchase',
        '/api/v2/purchase/tds-return',
        '/api/v2/thanks/{purchaseId}',
      ]),
    );
  });
});

describe('POST /api/v2/purchase: idempotency', () => {
  it('answers a retry with the first answer and writes nothing twice', async () => {
    const member = await createTestMember(t.app);
    const body = purchaseBody();
    const first = await postPurchase(t.app, member, body, 'retry-key-0001');
    const again = await postPurchase(t.app, member, body, 'retry-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await memberState(t.app, member.id)).purchases).toHaveLength(1);
  });

  it('refuses the same key with another body', async () => {
    const member = await createTestMember(t.app);
    await postPurchase(t.app, member, purchaseBody(), 'retry-key-0002');
    const other = await postPurchase(t.app, member, purchaseBody({ note: '別の内容' }), 'retry-key-0002');
    expect(other.statusCode).toBe(422);
    expect(failure(other).message).toBe(checkoutApiMessages.idempotencyKeyReused);
  });

  it('lets the key go when the purchase was refused before anything was written', async () => {
    const member = await createTestMember(t.app);
    const refused = await postPurchase(
      t.app,
      member,
      purchaseBody({ consent: { change: false, data: true, exampleUse: false, repeat: false } }),
      'retry-key-0003',
    );
    expect(refused.statusCode).toBe(422);
    const fixed = await postPurchase(t.app, member, purchaseBody(), 'retry-key-0003');
    expect(fixed.statusCode).toBe(200);
  });

  it('keeps keys per member', async () => {
    const [one, two] = await Promise.all([createTestMember(t.app), createTestMember(t.app)]);
    const a = await postPurchase(t.app, one, purchaseBody(), 'shared-key-0001');
    const b = await postPurchase(t.app, two, purchaseBody(), 'shared-key-0001');
    expect(data(a).purchase.purchaseId).not.toBe(data(b).purchase.purchaseId);
  });
});
