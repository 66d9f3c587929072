// Issue 20 point 5: coupons made, paused and read in the back office, and points granted or taken
// with a reason the member reads on My page. The same services as the command line; every change
// in the audit log; bad input answered 400 on its field.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeMessages } from '@shop/domain/messages';
import { couponMessages, type CouponDetailAnswer, type CouponEntry } from '@shop/domain/promotions';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { auditLog, coupons } from '../../db/schema.ts';
import { createTestMember, type TestMember } from '../auth/test-member.ts';
import { checkoutApiMessages } from '../checkout/messages.ts';
import { postPurchase, purchaseBody } from '../checkout/test-support.ts';
import { createTestStaff, type TestStaff } from '../staff/test-staff.ts';

let t: TestApp;
let clerk: TestStaff;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  clerk = await createTestStaff(t.app, { role: 'staff' });
  member = await createTestMember(t.app);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: clerk.headers, ...(payload ? { payload } : {}) });

const checkCode = (code: string, totalAmount = 3000) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/coupons/${code}`,
    headers: member.headers,
    payload: { totalAmount },
  });

describe('coupons in the back office', () => {
  it('makes a coupon that the checkout takes, counts its uses by order, and pauses it', async () => {
    const made = await call('POST', '/coupons', {
      code: ' staff500 ',
      kind: 'fixed',
      amount: 500,
      minimumTotal: 1000,
      validFrom: null,
      validUntil: '2099-12-31',
      useLimit: 10,
      oncePerMember: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    const coupon = made.json<{ data: CouponEntry }>().data;
    expect(coupon).toMatchObject({
      code: 'STAFF500',
      status: 'active',
      usedCount: 0,
      validUntilDay: '2099-12-31',
      useLimit: 10,
    });
    expect((await checkCode('STAFF500')).json()).toMatchObject({ data: { code: 'STAFF500', discount: 500 } });

    const bought = await postPurchase(t.app, member, purchaseBody({ coupon: { code: 'staff500' } }));
    expect(bought.statusCode, bought.body).toBe(200);
    const purchaseId = bought.json<{ data: { purchase: { purchaseId: string } } }>().data.purchase.purchaseId;

    const detail = (await call('GET', `/coupons/${coupon.id}`)).json<{ data: CouponDetailAnswer }>().data;
    expect(detail.coupon.usedCount).toBe(1);
    expect(detail.uses).toEqual([
      expect.objectContaining({ purchaseId, discount: 500, returnedAt: null, memberEmail: member.email }),
    ]);
    const listed = (await call('GET', '/coupons')).json<{ data: { coupons: CouponEntry[] } }>().data;
    expect(listed.coupons.find((entry) => entry.id === coupon.id)?.usedCount).toBe(1);

    const paused = await call('PATCH', `/coupons/${coupon.id}`, { paused: true });
    expect(paused.json<{ data: CouponEntry }>().data.status).toBe('paused');
    expect((await checkCode('STAFF500')).json()).toEqual({
      message: noticeMessages.couponInvalid,
      errors: { code: checkoutApiMessages.couponPaused },
    });
    const refused = await postPurchase(
      t.app,
      await createTestMember(t.app),
      purchaseBody({ coupon: { code: 'STAFF500' } }),
    );
    expect(refused.statusCode).toBe(422);

    await call('PATCH', `/coupons/${coupon.id}`, { paused: false });
    const other = await createTestMember(t.app);
    expect(
      (await postPurchase(t.app, other, purchaseBody({ coupon: { code: 'STAFF500' } }))).statusCode,
    ).toBe(200);

    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'coupon'), eq(auditLog.subjectId, 'STAFF500')));
    expect(audits.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['coupon.create', clerk.id],
      ['coupon.pause', clerk.id],
      ['coupon.resume', clerk.id],
    ]);
  });

  it('refuses a bad coupon on its field and makes nothing', async () => {
    const before = (await t.app.db.select().from(coupons)).length;
    const cases: [object, string][] = [
      [{ code: 'AB', kind: 'fixed', amount: 100 }, 'code'],
      [{ code: 'PCT', kind: 'percent', amount: 120 }, 'amount'],
      [{ code: 'NEG', kind: 'fixed', amount: 0 }, 'amount'],
      [{ code: 'DAY', kind: 'fixed', amount: 100, validUntil: '2026-02-30' }, 'validUntil'],
      [
        { code: 'BACK', kind: 'fixed', amount: 100, validFrom: '2026-12-02', validUntil: '2026-12-01' },
        'validUntil',
      ],
      [{ code: 'KIND', kind: 'half', amount: 100 }, 'kind'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', '/coupons', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        Object.keys(res.json<{ errors: Record<string, string> }>().errors),
        JSON.stringify(payload),
      ).toContain(field);
    }
    await call('POST', '/coupons', { code: 'TWICE', kind: 'fixed', amount: 100 });
    const twice = await call('POST', '/coupons', { code: 'twice', kind: 'fixed', amount: 100 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ errors: Record<string, string> }>().errors).toEqual({
      code: couponMessages.codeTaken('TWICE'),
    });
    expect((await t.app.db.select().from(coupons)).length).toBe(before + 1);
    expect((await call('GET', '/coupons/2147483647')).statusCode).toBe(404);
    expect((await call('PATCH', '/coupons/2147483647', { paused: true })).statusCode).toBe(404);
  });
});

describe('points in the back office', () => {
  const history = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v2/point-movements', headers: member.headers })).json<{
      data: { holdingPoint: number; movements: { amount: number; memo: string; kindLabel: string }[] };
    }>().data;

  it('grants and takes points with a reason the member reads in the history', async () => {
    const start = (await history()).holdingPoint;
    const granted = await call('POST', '/points', {
      email: member.email.toUpperCase(),
      direction: 'grant',
      amount: 300,
      reason: '発送遅れのお詫び',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ data: { amount: 300, balance: start + 300 } });
    const taken = await call('POST', '/points', {
      email: member.email,
      direction: 'take',
      amount: 100,
      reason: '付与の誤り',
    });
    expect(taken.json()).toMatchObject({ data: { amount: -100, balance: start + 200 } });

    const seen = await history();
    expect(seen.holdingPoint).toBe(start + 200);
    expect(seen.movements.slice(0, 2).map((movement) => [movement.amount, movement.memo])).toEqual(
      expect.arrayContaining([
        [300, '発送遅れのお詫び'],
        [-100, '付与の誤り'],
      ]),
    );
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'member'), eq(auditLog.subjectId, String(member.id))));
    expect(audits.map((entry) => entry.action)).toEqual(['points.grant', 'points.take']);

    // Staff read the same history the member reads.
    const staffView = await call('GET', `/points?email=${encodeURIComponent(member.email)}`);
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.json<{ data: { points: unknown } }>().data.points).toEqual(seen);
  });

  it('never takes below 0 and answers bad input on its field, changing nothing', async () => {
    const start = (await history()).holdingPoint;
    const over = await call('POST', '/points', {
      email: member.email,
      direction: 'take',
      amount: start + 1,
      reason: '取り消し',
    });
    expect(over.statusCode).toBe(400);
    expect(Object.keys(over.json<{ errors: Record<string, string> }>().errors)).toEqual(['amount']);
    const nobody = await call('POST', '/points', {
      email: 'nobody@example.jp',
      direction: 'grant',
      amount: 1,
      reason: 'x',
    });
    expect(nobody.json<{ errors: Record<string, string> }>().errors).toHaveProperty('email');
    const noReason = await call('POST', '/points', {
      email: member.email,
      direction: 'grant',
      amount: 1,
      reason: '',
    });
    expect(noReason.json<{ errors: Record<string, string> }>().errors).toHaveProperty('reason');
    expect((await history()).holdingPoint).toBe(start);
    const unknown = await call('GET', '/points?email=nobody%40example.jp');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: Record<string, string> }>().errors).toHaveProperty('email');
    expect((await call('GET', '/points?email=not-an-address')).statusCode).toBe(400);
    expect((await call('GET', '/points')).statusCode).toBe(400);
  });
});
