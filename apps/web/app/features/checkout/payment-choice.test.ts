// The payment step's offer and amounts (spec points 3 and 4), as the screen and its "next" read them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offeredPaymentMethods, paymentChoice, shownPaymentMethod } from './payment-choice';

const kept = { coupon: null, paymentMethod: 'epsilon', pointUse: 0 } as const;

describe('offeredPaymentMethods', () => {
  it('offers the card and cash on delivery, and 全額ポイント払い only when the points cover all', () => {
    expect(offeredPaymentMethods(false).map((method) => method.id)).toEqual(['epsilon', 'onDelivery']);
    expect(offeredPaymentMethods(true).map((method) => method.id)).toEqual([
      'epsilon',
      'point',
      'onDelivery',
    ]);
  });

  it('offers 銀行振込（バーチャル口座） beside 銀行振込 when the server switches it on', () => {
    const all = ['epsilon', 'onDelivery', 'point', 'bank', 'vbank'];
    expect(offeredPaymentMethods(false, all).map((method) => method.id)).toEqual([
      'epsilon',
      'vbank',
      'bank',
      'onDelivery',
    ]);
    expect(shownPaymentMethod('vbank', false, all)).toBe('vbank');
    expect(shownPaymentMethod('vbank', false)).toBe('epsilon');
  });

  it('offers 銀行振込 only when the server switches it on, and only what it switches on', () => {
    const all = ['epsilon', 'onDelivery', 'point', 'bank'];
    expect(offeredPaymentMethods(false, all).map((method) => method.id)).toEqual([
      'epsilon',
      'bank',
      'onDelivery',
    ]);
    expect(offeredPaymentMethods(true, ['epsilon', 'bank']).map((method) => method.id)).toEqual([
      'epsilon',
      'bank',
    ]);
    expect(shownPaymentMethod('bank', false, all)).toBe('bank');
    expect(shownPaymentMethod('bank', false)).toBe('epsilon');
  });
});

describe('shownPaymentMethod', () => {
  it('shows the card for a kept 全額ポイント払い that is not (or not yet known to be) offered', () => {
    expect(shownPaymentMethod('point', false)).toBe('epsilon');
    expect(shownPaymentMethod('point', true)).toBe('point');
    expect(shownPaymentMethod('onDelivery', false)).toBe('onDelivery');
  });
});

describe('paymentChoice', () => {
  it('offers 全額ポイント払い to a member whose points cover the amount after the coupon', () => {
    const choice = paymentChoice({ ...kept, coupon: { code: 'SPRING', discount: 500 } }, 3000, 2500);
    expect(choice.methods.map((method) => method.id)).toContain('point');
    expect(choice.discount).toBe(500);
  });

  it('falls back to the card when the kept 全額ポイント払い no longer fits', () => {
    const choice = paymentChoice({ ...kept, paymentMethod: 'point' }, 3000, 1000);
    expect(choice.paymentMethod).toBe('epsilon');
    expect(choice.result.ok).toBe(true);
  });

  it('never uses more points than held or than the amount, and the total is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        (cartTotal, holdingPoint, pointUse) => {
          const choice = paymentChoice({ ...kept, pointUse }, cartTotal, holdingPoint);
          expect(choice.pointUse).toBeLessThanOrEqual(Math.min(holdingPoint, cartTotal));
          if (choice.result.ok) expect(choice.result.summary.totalAmount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
