// Issue 15, point 6: each money rule at its one place. Points move only through movePoints (and
// its guarded update, which the purchase statement uses too); a coupon use comes back only through
// giveBackCouponUses, whether the card was refused or the purchase cancelled.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { couponUses, coupons, pointMovements } from '../../db/schema.ts';
import { TEST_CARDS } from '../../sandbox-pay/card-rules.ts';
import { createTestMember } from '../auth/test-member.ts';
import { giveBackCouponUses } from './coupons.ts';
import { movePoints } from './points.ts';
import {
  addCoupon,
  cardCheckout,
  cardToken,
  grantPoints,
  memberState,
  postPurchase,
  purchaseBody,
  type PurchaseData,
} from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('points move in one guarded place', () => {
  it('never takes below 0: a move that would is refused and writes nothing', async () => {
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, 100);
    const take = (amount: number) =>
      t.app.db.transaction((tx) =>
        movePoints(tx, { userId: member.id, amount: -amount, kind: 'revoked', now: t.app.now() }),
      );
    expect(await take(150)).toBeNull();
    expect(await memberState(t.app, member.id)).toMatchObject({ holdingPoint: 100, movementSum: 100 });
    expect(await take(100)).toBe(0);
    expect(await memberState(t.app, member.id)).toMatchObject({ holdingPoint: 0, movementSum: 0 });
    await expect(
      t.app.db.transaction((tx) =>
        movePoints(tx, { userId: member.id, amount: 0.5, kind: 'granted', now: t.app.now() }),
      ),
    ).rejects.toThrow(RangeError);
  });

  it('a refused card gives its points back as a movement, so the history keeps both', async () => {
    const member = await createTestMember(t.app);
    await grantPoints(t.app, member.id, 400);
    const coupon = await addCoupon(t.app, { useLimit: 1 });
    const res = await postPurchase(
      t.app,
      member,
      purchaseBody(
        cardCheckout(await cardToken(t.app, TEST_CARDS.decline), {
          pointUse: 400,
          coupon: { code: coupon.code },
        }),
      ),
    );
    expect(res.statusCode).toBe(402);
    expect(await memberState(t.app, member.id)).toMatchObject({
      purchases: [],
      couponUses: [],
      holdingPoint: 400,
      movementSum: 400,
    });
    const movements = await t.app.db
      .select({ amount: pointMovements.amount, kind: pointMovements.kind })
      .from(pointMovements)
      .where(eq(pointMovements.userId, member.id));
    expect(movements).toEqual([
      { amount: 400, kind: 'granted' },
      { amount: -400, kind: 'spent' },
      { amount: 400, kind: 'returned' },
    ]);
    // The coupon use stays as the record, given back: the coupon may be used again.
    const uses = await t.app.db.select().from(couponUses).where(eq(couponUses.couponId, coupon.id));
    expect(uses).toHaveLength(1);
    expect(uses[0]?.returnedAt).not.toBeNull();
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usedCount).toBe(0);
  });
});

describe('a coupon use comes back in one place', () => {
  it('gives a use back once however often it is asked', async () => {
    const member = await createTestMember(t.app);
    const coupon = await addCoupon(t.app, { useLimit: 3 });
    const res = await postPurchase(t.app, member, purchaseBody({ coupon: { code: coupon.code } }));
    expect(res.statusCode).toBe(200);
    const purchaseId = res.json<{ data: PurchaseData }>().data.purchase.purchaseId;
    const count = async () =>
      (await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]?.usedCount;
    expect(await count()).toBe(1);
    const giveBack = () => t.app.db.transaction((tx) => giveBackCouponUses(tx, purchaseId, t.app.now()));
    expect(await giveBack()).toBe(1);
    expect(await giveBack()).toBe(0);
    expect(await count()).toBe(0);
    expect((await memberState(t.app, member.id)).couponUses).toEqual([]);
  });
});
