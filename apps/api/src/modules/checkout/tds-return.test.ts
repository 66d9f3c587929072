import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { mailOutbox, orders } from '../../db/schema.ts';
import { paymentMessages } from '../../payments/messages.ts';
import { TEST_CARDS } from '../../sandbox-pay/card-rules.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { checkoutApiMessages } from './messages.ts';
import {
  addCoupon,
  cardCheckout,
  cardToken,
  grantPoints,
  memberState,
  paymentsOf,
  passChallenge,
  postPurchase,
  postTdsReturn,
  purchaseBody,
  type PurchaseData,
} from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Challenged {
  member: TestMember;
  answer: PurchaseData & { pareq: string; md: string; termUrl: string };
  key: string;
  body: ReturnType<typeof purchaseBody>;
}

async function challenged(checkout: Record<string, unknown> = {}): Promise<Challenged> {
  const member = await createTestMember(t.app);
  const key = `tds-${member.id}-key`;
  const body = purchaseBody(cardCheckout(await cardToken(t.app, TEST_CARDS.challenge), checkout));
  const res = await postPurchase(t.app, member, body, key);
  const answer = res.json<{ data: Challenged['answer'] }>().data;
  if (!answer.pareq) throw new Error(`expected a challenge: ${res.body}`);
  return { member, answer, key, body };
}

describe('POST /api/v2/purchase/tds-return (TermUrl)', () => {
  it('completes a passed challenge: paid, orders purchased, mail queued, 303 to the done page', async () => {
    const { member, answer, key, body } = await challenged();
    const form = await passChallenge(t.app, answer);
    const back = await postTdsReturn(t.app, form);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/sp/checkout/done/${answer.purchase.purchaseId}`);
    const state = await memberState(t.app, member.id);
    expect(state.purchases).toMatchObject([{ paymentStatus: 'paid' }]);
    expect(state.orders).toMatchObject([{ status: 2 }]);
    expect(await paymentsOf(t.app, answer.purchase.purchaseId)).toMatchObject([{ status: 'paid' }]);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email))).toHaveLength(1);

    // A retry of the purchase request now gets the settled answer, not the challenge again.
    const retry = await postPurchase(t.app, member, body, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({
      data: { ...answer, pareq: null, redirect: null, md: null, termUrl: null },
    });
    // The same post again (a browser's back and resubmit) changes nothing and goes to done.
    const repeat = await postTdsReturn(t.app, form);
    expect(repeat.headers.location).toBe(`/sp/checkout/done/${answer.purchase.purchaseId}`);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email))).toHaveLength(1);
  });

  it('gives back coupon and points when the challenge is cancelled, and shows why', async () => {
    const coupon = await addCoupon(t.app, { useLimit: 1 });
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, 200);
    const res = await postPurchase(
      t.app,
      member,
      purchaseBody(
        cardCheckout(await cardToken(t.app, TEST_CARDS.challenge), {
          pointUse: 200,
          coupon: { code: coupon.code },
        }),
      ),
    );
    const answer = res.json<{ data: Challenged['answer'] }>().data;
    expect((await memberState(t.app, member.id)).holdingPoint).toBe(0);
    const back = await postTdsReturn(t.app, await passChallenge(t.app, answer, 'cancel'));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/sp/checkout/error?message=${encodeURIComponent(paymentMessages.threeDSecureFailed)}`,
    );
    expect(await memberState(t.app, member.id)).toMatchObject({
      purchases: [],
      orders: [],
      couponUses: [],
      holdingPoint: 200,
      movementSum: 200,
    });
  });

  it('sends a forged or unknown MD to the error page and touches nothing', async () => {
    const { member, answer } = await challenged();
    const forged = await postTdsReturn(t.app, { PaRes: 'forged', MD: `${answer.purchase.purchaseId}-1` });
    expect(forged.headers.location).toBe(
      `/sp/checkout/error?message=${encodeURIComponent(paymentMessages.threeDSecureFailed)}`,
    );
    expect((await memberState(t.app, member.id)).purchases).toMatchObject([{ paymentStatus: 'authorizing' }]);
  });

  it('charges nothing when the customer cancelled the orders during the challenge', async () => {
    const { member, answer } = await challenged();
    await t.app.db
      .update(orders)
      .set({ status: 99 })
      .where(eq(orders.purchaseId, answer.purchase.purchaseId));
    const back = await postTdsReturn(t.app, await passChallenge(t.app, answer));
    expect(back.headers.location).toBe(
      `/sp/checkout/error?message=${encodeURIComponent(checkoutApiMessages.paymentNotConfirmed)}`,
    );
    expect((await memberState(t.app, member.id)).purchases).toEqual([]);
    expect(await paymentsOf(t.app, answer.purchase.purchaseId)).toMatchObject([{ status: 'failed' }]);
  });
});
