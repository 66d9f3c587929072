import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCheckout, type CheckoutInput } from './checkout-total.ts';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from './payment-methods.ts';

const base: CheckoutInput = {
  cartTotal: 12_000,
  discount: 1_000,
  holdingPoint: 500,
  pointUse: 300,
  paymentMethod: 'epsilon',
};

describe('computeCheckout', () => {
  it('card: total = cart − discount − points, 1% of that earned', () => {
    expect(computeCheckout(base)).toEqual({
      ok: true,
      summary: {
        cartTotal: 12_000,
        discount: 1_000,
        pointUse: 300,
        codFee: 0,
        totalAmount: 10_700,
        pointsEarned: 107,
      },
    });
  });

  it('cash on delivery adds the fee on the amount after discount and points, and earns nothing on it', () => {
    expect(computeCheckout({ ...base, paymentMethod: 'onDelivery' })).toEqual({
      ok: true,
      summary: {
        cartTotal: 12_000,
        discount: 1_000,
        pointUse: 300,
        codFee: 440,
        totalAmount: 11_140,
        pointsEarned: 107,
      },
    });
    // The points bring ¥10,200 down to ¥9,999: the lower tier.
    const lower = computeCheckout({
      ...base,
      cartTotal: 11_200,
      pointUse: 201,
      holdingPoint: 201,
      paymentMethod: 'onDelivery',
    });
    expect(lower.ok && lower.summary.codFee).toBe(330);
  });

  it('clamps the points asked for', () => {
    const result = computeCheckout({ ...base, pointUse: 9_999 });
    expect(result.ok && result.summary.pointUse).toBe(500);
  });

  it('full points payment uses exactly the total after discount and makes the total 0', () => {
    expect(computeCheckout({ ...base, holdingPoint: 11_000, pointUse: 0, paymentMethod: 'point' })).toEqual({
      ok: true,
      summary: {
        cartTotal: 12_000,
        discount: 1_000,
        pointUse: 11_000,
        codFee: 0,
        totalAmount: 0,
        pointsEarned: 0,
      },
    });
  });

  it('refuses full points payment when the points held fall short', () => {
    expect(computeCheckout({ ...base, holdingPoint: 10_999, paymentMethod: 'point' })).toEqual({
      ok: false,
      reason: 'pointShortage',
      message: '保有ポイントが不足しているため、全額ポイント払いはご利用いただけません',
    });
  });

  it('refuses cash on delivery above ¥99,999 to collect', () => {
    expect(computeCheckout({ ...base, cartTotal: 101_300, paymentMethod: 'onDelivery' })).toEqual({
      ok: false,
      reason: 'cashOnDeliveryLimit',
      message: '代金引換は¥99,999までのご注文でご利用いただけます。他のお支払い方法をお選びください',
    });
    const atLimit = computeCheckout({ ...base, cartTotal: 101_299, paymentMethod: 'onDelivery' });
    expect(atLimit.ok && atLimit.summary.totalAmount).toBe(99_999 + 660);
  });

  it('asks for full points payment when nothing is left to charge', () => {
    for (const paymentMethod of ['epsilon', 'onDelivery'] as const) {
      expect(
        computeCheckout({ cartTotal: 1_000, discount: 500, holdingPoint: 500, pointUse: 500, paymentMethod }),
      ).toMatchObject({
        ok: false,
        reason: 'nothingToCharge',
      });
    }
  });

  it('refuses a method not offered (an id from another client)', () => {
    // Every method of spec point 9 is offered now: only an unknown id is left to refuse.
    expect(computeCheckout({ ...base, paymentMethod: 'cash' as PaymentMethodId })).toMatchObject({
      ok: false,
      reason: 'methodNotOffered',
    });
  });

  it('treats a discount above the cart total as the cart total', () => {
    const result = computeCheckout({
      ...base,
      cartTotal: 800,
      discount: 1_000,
      holdingPoint: 0,
      paymentMethod: 'point',
    });
    expect(result.ok && result.summary).toMatchObject({ discount: 800, pointUse: 0, totalAmount: 0 });
  });

  it('refuses amounts that are not whole non-negative yen', () => {
    expect(() => computeCheckout({ ...base, cartTotal: -1 })).toThrow(RangeError);
    expect(() => computeCheckout({ ...base, discount: 0.5 })).toThrow(RangeError);
    expect(() => computeCheckout({ ...base, holdingPoint: Number.NaN })).toThrow(RangeError);
  });

  it('for every input: whole yen, never negative, the sum adds up, the fee only on delivery', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.double({ min: -1e7, max: 1e7 }),
        fc.constantFrom(...PAYMENT_METHOD_IDS),
        (cartTotal, discount, holdingPoint, pointUse, paymentMethod) => {
          const result = computeCheckout({ cartTotal, discount, holdingPoint, pointUse, paymentMethod });
          if (!result.ok) return;
          const s = result.summary;
          for (const value of Object.values(s)) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(s.discount).toBeLessThanOrEqual(cartTotal);
          expect(s.pointUse).toBeLessThanOrEqual(Math.min(holdingPoint, cartTotal - s.discount));
          expect(s.totalAmount).toBe(cartTotal - s.discount - s.pointUse + s.codFee);
          expect(s.codFee > 0).toBe(paymentMethod === 'onDelivery');
          expect(s.pointsEarned).toBe(Math.floor((s.totalAmount - s.codFee) / 100));
          if (paymentMethod === 'point') expect(s.totalAmount).toBe(0);
        },
      ),
    );
  });
});
