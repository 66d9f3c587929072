import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponCreateSchema,
  couponDraftProblems,
  couponMessages,
  couponStatus,
  draftOfForm,
  tokyoDayEnd,
  tokyoDayStart,
  type CouponDraft,
} from './coupons.ts';
import { pointAdjustSchema } from './points.ts';

const draft = (overrides: Partial<CouponDraft> = {}): CouponDraft => ({
  code: 'WINTER-2026',
  kind: 'fixed',
  amount: 500,
  minimumTotal: 0,
  validFrom: null,
  validUntil: null,
  useLimit: null,
  oncePerMember: true,
  ...overrides,
});

describe('couponDraftProblems', () => {
  it('accepts a plain coupon and names each broken rule on its field', () => {
    expect(couponDraftProblems(draft())).toEqual({});
    expect(couponDraftProblems(draft({ code: 'AB' }))).toEqual({ code: couponMessages.codeFormat });
    expect(couponDraftProblems(draft({ code: 'ｗｉｎｔｅｒ' }))).toEqual({ code: couponMessages.codeFormat });
    expect(couponDraftProblems(draft({ kind: 'percent', amount: 101 }))).toEqual({
      amount: couponMessages.percentRange,
    });
    expect(couponDraftProblems(draft({ kind: 'percent', amount: 100 }))).toEqual({});
    const day = tokyoDayStart('2026-12-01');
    expect(couponDraftProblems(draft({ validFrom: day, validUntil: day }))).toEqual({
      validUntil: couponMessages.untilBeforeFrom,
    });
  });

  it('reads the form’s days as Tokyo days, the last one included', () => {
    const form = couponCreateSchema.parse({
      code: ' ｗｉｎｔｅｒ２０２６ ',
      kind: 'percent',
      amount: 10,
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
    });
    const made = draftOfForm(form);
    expect(made).toMatchObject({ code: 'WINTER2026', minimumTotal: 0, useLimit: null, oncePerMember: true });
    expect(made.validFrom).toEqual(new Date('2026-11-30T15:00:00Z'));
    expect(made.validUntil).toEqual(new Date('2026-12-31T15:00:00Z'));
    expect(tokyoDayEnd('2026-12-31').getTime() - tokyoDayStart('2026-12-31').getTime()).toBe(86_400_000);
  });

  it('refuses text where a whole number goes, on that field', () => {
    const parsed = couponCreateSchema.safeParse({
      code: 'GOOD1',
      kind: 'fixed',
      amount: 100,
      useLimit: 'abc',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['useLimit', '利用回数の上限は半角数字の整数で入力してください'],
    ]);
  });
});

describe('couponStatus', () => {
  const now = new Date('2026-12-10T03:00:00Z');
  const base = { pausedAt: null, validFrom: null, validUntil: null, useLimit: null, usedCount: 0 };

  it('says paused before anything else, then the period, then the uses', () => {
    expect(couponStatus(base, now)).toBe('active');
    expect(couponStatus({ ...base, pausedAt: now, useLimit: 1, usedCount: 1 }, now)).toBe('paused');
    expect(couponStatus({ ...base, validFrom: new Date(now.getTime() + 1) }, now)).toBe('scheduled');
    expect(couponStatus({ ...base, validUntil: now }, now)).toBe('expired');
    expect(couponStatus({ ...base, useLimit: 3, usedCount: 3 }, now)).toBe('usedUp');
  });

  it('is active exactly inside the period while uses remain', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 5 }), (offset, used) => {
        const from = new Date(now.getTime() - 500);
        const until = new Date(now.getTime() + 500);
        const at = new Date(now.getTime() + offset);
        const status = couponStatus(
          { ...base, validFrom: from, validUntil: until, useLimit: 3, usedCount: used },
          at,
        );
        const inside = at >= from && at < until;
        expect(status === 'active').toBe(inside && used < 3);
      }),
    );
  });
});

describe('pointAdjustSchema', () => {
  it('wants an address, a direction, whole points from 1 and a reason', () => {
    expect(
      pointAdjustSchema.safeParse({
        email: 'a@example.jp',
        direction: 'grant',
        amount: 300,
        reason: 'お詫び',
      }).success,
    ).toBe(true);
    const bad = pointAdjustSchema.safeParse({ email: 'x', direction: 'give', amount: 0, reason: '' });
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'amount',
      'direction',
      'email',
      'reason',
    ]);
  });
});
