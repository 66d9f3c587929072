import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages, noticeMessages } from '@shop/domain/messages';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { couponUses } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { checkoutApiMessages } from './messages.ts';
import { addCoupon } from './test-support.ts';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await createTestMember(t.app);
});
afterAll(async () => t.close());

const check = (code: string, totalAmount: number, who: TestMember | null = member) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/coupons/${encodeURIComponent(code)}`,
    headers: who ? who.headers : {},
    payload: { totalAmount },
  });

const hour = 60 * 60 * 1000;
const before = new Date(TEST_NOW.getTime() - hour);
const after = new Date(TEST_NOW.getTime() + hour);

describe('POST /api/v2/coupons/{code}', () => {
  it.each([
    ['a fixed amount', { kind: 'fixed' as const, amount: 500 }, 3000, 500],
    ['a fixed amount above the total', { kind: 'fixed' as const, amount: 5000 }, 3000, 3000],
    ['a percentage, rounded down', { kind: 'percent' as const, amount: 10 }, 3333, 333],
    ['exactly the minimum total', { kind: 'fixed' as const, amount: 300, minimumTotal: 3000 }, 3000, 300],
    ['inside its period', { validFrom: before, validUntil: after }, 3000, 500],
    ['under its use limit', { useLimit: 3, usedCount: 2 }, 3000, 500],
  ])('gives the discount for %s', async (_, values, total, discount) => {
    const coupon = await addCoupon(t.app, values);
    const res = await check(coupon.code, total);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { code: coupon.code, discount } });
  });

  it.each([
    ['below its minimum total', { minimumTotal: 3000 }, checkoutMessages.couponMinimum('¥3,000')],
    ['before its period', { validFrom: after }, checkoutApiMessages.couponNotYetValid],
    ['at the end of its period', { validUntil: TEST_NOW }, checkoutApiMessages.couponExpired],
    ['used up', { useLimit: 5, usedCount: 5 }, checkoutApiMessages.couponUsedUp],
  ])('refuses a coupon %s with 無効なクーポンです and why', async (_, values, reason) => {
    const coupon = await addCoupon(t.app, values);
    const res = await check(coupon.code, 2999);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: noticeMessages.couponInvalid, errors: { code: reason } });
  });

  it('says the coupon’s conditions in Japanese beside the discount (issue 24 point 4)', async () => {
    const coupon = await addCoupon(t.app, {
      minimumTotal: 5000,
      // Stored as the first instant it no longer works: the last day is 12/31 (Tokyo).
      validUntil: new Date('2027-01-01T00:00:00+09:00'),
      useLimit: 1000,
      oncePerMember: true,
    });
    const res = await check(coupon.code, 6000);
    expect(res.json()).toEqual({
      data: {
        code: coupon.code,
        discount: 500,
        conditions: [
          '有効期限は2026年12月31日(木)までです',
          checkoutMessages.couponMinimum('¥5,000'),
          'お一人様1回限りご利用いただけます',
          '先着順で、ご利用が1,000回に達した時点で終了いたします',
        ],
      },
    });
  });

  it('refuses an unknown code the same way', async () => {
    const res = await check('NOSUCHCODE', 3000);
    expect(res.json()).toEqual({
      message: noticeMessages.couponInvalid,
      errors: { code: checkoutApiMessages.couponNotFound },
    });
  });

  it('reads codes typed on a phone: full-width, lower case, spaces', async () => {
    await addCoupon(t.app, { code: 'SPRING26' });
    const res = await check(' ｓｐｒｉｎｇ２６ ', 3000);
    expect(res.json()).toEqual({ data: { code: 'SPRING26', discount: 500, conditions: [] } });
  });

  it('refuses a once-per-member coupon to a member who used it, not to others', async () => {
    const coupon = await addCoupon(t.app, { oncePerMember: true });
    await t.app.db
      .insert(couponUses)
      .values({ couponId: coupon.id, userId: member.id, purchaseId: '26112000999', discount: 500 });
    expect((await check(coupon.code, 3000)).json()).toEqual({
      message: noticeMessages.couponInvalid,
      errors: { code: checkoutApiMessages.couponAlreadyUsed },
    });
    const other = await createTestMember(t.app);
    expect((await check(coupon.code, 3000, other)).statusCode).toBe(200);
  });

  it('is for members: a visitor gets 401', async () => {
    const coupon = await addCoupon(t.app);
    expect((await check(coupon.code, 3000, null)).statusCode).toBe(401);
  });

  it('validates the total', async () => {
    expect((await check('ANYCODE', -1)).statusCode).toBe(400);
  });
});
