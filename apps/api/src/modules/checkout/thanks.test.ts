import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { TEST_CARDS } from '../../sandbox-pay/card-rules.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import {
  WHITE_PP_PRICE,
  addCoupon,
  cardCheckout,
  cardToken,
  postPurchase,
  purchaseBody,
  whitePp,
  type PurchaseData,
} from './test-support.ts';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await createTestMember(t.app);
});
afterAll(async () => t.close());

const thanks = (purchaseId: string, who: TestMember | null = member) =>
  t.app.inject({ method: 'GET', url: `/api/v2/thanks/${purchaseId}`, headers: who ? who.headers : {} });

async function purchased(checkout: Record<string, unknown> = {}, items?: unknown[]): Promise<string> {
  const res = await postPurchase(t.app, member, purchaseBody(checkout, items));
  return res.json<{ data: PurchaseData }>().data.purchase.purchaseId;
}

describe('GET /api/v2/thanks/{purchaseId}', () => {
  it('answers thanked 0 once, then 1, with the GA4 purchase parameters each time', async () => {
    const coupon = await addCoupon(t.app, { code: 'THANKS500' });
    const purchaseId = await purchased({ coupon: { code: coupon.code } }, [
      whitePp({ name: '店頭用' }),
      whitePp(),
    ]);
    const first = await thanks(purchaseId);
    expect(first.statusCode).toBe(200);
    const total = WHITE_PP_PRICE * 2 - 500 + 330;
    expect(first.json()).toEqual({
      data: {
        thanked: 0,
        ecommerce: {
          transaction_id: purchaseId,
          currency: 'JPY',
          value: total,
          tax: Math.floor((total * 10) / 110),
          shipping: 0,
          coupon: 'THANKS500',
          payment_type: '代金引換',
          items: [0, 1].map((index) => ({
            item_id: '101',
            item_name: expect.any(String) as unknown,
            item_category: 'general',
            item_variant: expect.stringMatching(/ 100枚$/) as unknown,
            price: WHITE_PP_PRICE,
            quantity: 1,
            index,
          })),
        },
      },
    });
    const again = await thanks(purchaseId);
    expect(again.json<{ data: { thanked: number } }>().data.thanked).toBe(1);
  });

  it('lets only one of two simultaneous calls see 0', async () => {
    const purchaseId = await purchased();
    const answers = await Promise.all([thanks(purchaseId), thanks(purchaseId), thanks(purchaseId)]);
    const flags = answers.map((res) => res.json<{ data: { thanked: number } }>().data.thanked).sort();
    expect(flags).toEqual([0, 1, 1]);
  });

  it('is 404 for another member’s purchase, an unknown one, or one not paid yet', async () => {
    const purchaseId = await purchased();
    const other = await createTestMember(t.app);
    expect((await thanks(purchaseId, other)).statusCode).toBe(404);
    expect((await thanks('26010100001')).statusCode).toBe(404);
    const pending = await purchased(cardCheckout(await cardToken(t.app, TEST_CARDS.challenge)));
    expect((await thanks(pending)).statusCode).toBe(404);
    expect((await thanks(purchaseId, null)).statusCode).toBe(401);
  });
});
