// Issue 6's reliability tests under concurrency (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): one idempotency key, a coupon's use limit and a member's points, each raced by app.inject.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noticeMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { coupons, sandboxCharges } from '../../db/schema.ts';
import { cardGatewayFor } from '../../payments/card-gateway.ts';
import { TEST_CARDS } from '../../sandbox-pay/card-rules.ts';
import { setCardGatewayFactory } from './card-gateway.ts';
import { checkoutApiMessages } from './messages.ts';
import {
  WHITE_PP_PRICE,
  addCoupon,
  cardCheckout,
  cardToken,
  grantPoints,
  memberState,
  paidChargesWithoutPurchase,
  postPurchase,
  withShownTotal,
  purchaseBody,
  quickMembers,
  type PurchaseData,
} from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => setCardGatewayFactory());

/** The configured gateway, counting the charges it is asked for. */
function countingGateway(): string[] {
  const calls: string[] = [];
  setCardGatewayFactory((app) => {
    const real = cardGatewayFor(app);
    return {
      charge: (input) => {
        calls.push(input.orderNumber);
        return real.charge(input);
      },
      completeThreeDSecure: (input) => real.completeThreeDSecure(input),
      refund: (input) => real.refund(input),
      inquire: (orderNumber) => real.inquire(orderNumber),
    };
  });
  return calls;
}

describe('reliability under concurrent requests', () => {
  it('50 purchases with one idempotency key: one purchase, one charge, the others the same answer or 409', async () => {
    const calls = countingGateway();
    const [member] = await quickMembers(t.app, 1);
    if (!member) throw new Error('no member');
    const body = purchaseBody(cardCheckout(await cardToken(t.app)));
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postPurchase(t.app, member, body, key)),
    );

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const oks = answers
      .filter((res) => res.statusCode === 200)
      .map((res) => res.json<{ data: PurchaseData }>());
    expect(oks.length).toBeGreaterThanOrEqual(1);
    expect(new Set(oks.map((answer) => JSON.stringify(answer))).size).toBe(1);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json<{ message: string }>().message).toBe(checkoutApiMessages.purchaseInProgress);
    }

    const state = await memberState(t.app, member.id);
    expect(state.purchases).toHaveLength(1);
    expect(state.purchases[0]?.paymentStatus).toBe('paid');
    expect(calls).toHaveLength(1);
    const charges = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderNumber, calls[0] ?? ''));
    expect(charges).toMatchObject([{ status: 'paid', amount: WHITE_PP_PRICE }]);
    // Once settled, every retry gets the first answer.
    const late = await postPurchase(t.app, member, body, key);
    expect(late.json()).toEqual(oks[0]);
  });

  it('50 members racing for a coupon limited to 5 uses: exactly 5 discounted', async () => {
    const coupon = await addCoupon(t.app, { amount: 700, useLimit: 5 });
    const members = await quickMembers(t.app, 50);
    const answers = await Promise.all(
      members.map((member) => postPurchase(t.app, member, purchaseBody({ coupon: { code: coupon.code } }))),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(5);
    for (const res of ok) {
      expect(res.json<{ data: PurchaseData }>().data.purchase.totalAmount).toBe(WHITE_PP_PRICE - 700 + 330);
    }
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: noticeMessages.couponInvalid,
        errors: { 'checkout.coupon.code': checkoutApiMessages.couponUsedUp },
      });
    }
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usedCount).toBe(5);
    const states = await Promise.all(members.map((member) => memberState(t.app, member.id)));
    expect(states.flatMap((state) => state.couponUses)).toHaveLength(5);
    expect(
      states.flatMap((state) => state.purchases).filter((purchase) => purchase.discount === 700),
    ).toHaveLength(5);
  });

  it('20 purchases spending one member’s points: the balance never goes below 0 and equals the movements', async () => {
    countingGateway();
    const [member] = await quickMembers(t.app, 1);
    if (!member) throw new Error('no member');
    await grantPoints(t.app, member.id, 1000);
    // Cash on delivery, paid cards and refused cards, all asking for 150 points, each with the
    // total shown while the member held 1,000: once the points run short, that total is no longer
    // the price, and the purchase is refused with 409 instead of charging another amount.
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        if (index % 3 === 0) return withShownTotal(t.app, member, purchaseBody({ pointUse: 150 }));
        const card = index % 3 === 1 ? TEST_CARDS.approve : TEST_CARDS.decline;
        const checkout = cardCheckout(await cardToken(t.app, card), { pointUse: 150 });
        return withShownTotal(t.app, member, purchaseBody(checkout));
      }),
    );
    // Watch the balance while the purchases run.
    const seen: number[] = [];
    let racing = true;
    const watcher = (async () => {
      while (racing) {
        seen.push((await memberState(t.app, member.id)).holdingPoint);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers = await Promise.all(bodies.map((body) => postPurchase(t.app, member, body)));
    racing = false;
    await watcher;
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => [200, 402, 409].includes(status))).toBe(true);
    const placed = statuses.filter((status) => status === 200).length;
    expect(placed).toBeGreaterThan(0);
    for (const refused of answers.filter((res) => res.statusCode === 409)) {
      expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['checkout.totalAmount']);
    }

    const state = await memberState(t.app, member.id);
    expect(state.holdingPoint).toBeGreaterThanOrEqual(0);
    expect(state.holdingPoint).toBe(state.movementSum);
    const spent = state.purchases.reduce((sum, purchase) => sum + purchase.pointUse, 0);
    expect(state.holdingPoint).toBe(1000 - spent);
    // Refused cards gave their points back: only kept purchases spent any.
    expect(state.purchases.every((purchase) => purchase.paymentStatus !== 'authorizing')).toBe(true);
    expect(state.purchases).toHaveLength(placed);
    expect(spent).toBe(150 * placed);
    expect(await paidChargesWithoutPurchase(t.app)).toEqual([]);
  });
});
