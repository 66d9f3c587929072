import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCheckout } from '../checkout/checkout-total.ts';
import {
  DEFERRED_PAYMENT_LIMIT,
  SHIPMENT_REPORT_MAX_WAIT_MS,
  isBillableInJapan,
  isDeferredPaymentAvailable,
  nextShipmentReportAt,
  screeningMayMove,
} from './deferred-payment.ts';
import { deferredPaymentExplanation, deferredPaymentTiming } from './terms.ts';

describe('後払い limit', () => {
  it.each([
    [0, false],
    [1, true],
    [54_999, true],
    [55_000, true],
    [55_001, false],
  ])('%i yen: %s', (amount, available) => {
    expect(isDeferredPaymentAvailable(amount)).toBe(available);
  });

  it('checkout refuses 後払い above the limit with the limit in the message, and adds no fee', () => {
    const over = computeCheckout({
      cartTotal: 56_000,
      discount: 0,
      holdingPoint: 1_000,
      pointUse: 999,
      paymentMethod: 'gmoab',
    });
    expect(over).toEqual({
      ok: false,
      reason: 'deferredPaymentLimit',
      message: '後払いは¥55,000（税込）までのご注文でご利用いただけます。他のお支払い方法をお選びください',
    });
    const at = computeCheckout({
      cartTotal: 56_000,
      discount: 0,
      holdingPoint: 1_000,
      pointUse: 1_000,
      paymentMethod: 'gmoab',
    });
    expect(at).toMatchObject({ ok: true, summary: { totalAmount: 55_000, codFee: 0, pointsEarned: 550 } });
  });

  it('property: 後払い is accepted exactly when the amount billed is 1 to 55,000 yen, and its total is the card’s', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (cartTotal, discount, pointUse) => {
          const input = { cartTotal, discount, holdingPoint: pointUse, pointUse };
          const deferred = computeCheckout({ ...input, paymentMethod: 'gmoab' });
          const card = computeCheckout({ ...input, paymentMethod: 'epsilon' });
          if (!card.ok) return !deferred.ok;
          const billed = card.summary.totalAmount;
          if (billed > DEFERRED_PAYMENT_LIMIT)
            return !deferred.ok && deferred.reason === 'deferredPaymentLimit';
          return deferred.ok && deferred.summary.totalAmount === billed && deferred.summary.codFee === 0;
        },
      ),
    );
  });
});

describe('buyer in Japan', () => {
  it.each([
    ['13', true],
    ['01', true],
    ['47', true],
    ['00', false],
    ['48', false],
    ['', false],
  ])('prefecture %s: %s', (code, billable) => {
    expect(isBillableInJapan(code)).toBe(billable);
  });
});

describe('screening', () => {
  it.each([
    ['held', 'ok', true],
    ['held', 'declined', true],
    ['ok', 'declined', false],
    ['declined', 'ok', false],
    ['ok', 'ok', false],
  ] as const)('%s then %s: moves %s', (current, next, moves) => {
    expect(screeningMayMove(current, next)).toBe(moves);
  });
});

describe('shipping report retries', () => {
  const failedAt = new Date('2026-11-26T03:00:00Z');
  it.each([
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [7, 3_840_000 > SHIPMENT_REPORT_MAX_WAIT_MS ? SHIPMENT_REPORT_MAX_WAIT_MS : 3_840_000],
    [100, SHIPMENT_REPORT_MAX_WAIT_MS],
  ])('after %i failures waits %i ms', (attempts, wait) => {
    expect(nextShipmentReportAt(failedAt, attempts).getTime() - failedAt.getTime()).toBe(wait);
  });

  it('property: the wait never shrinks as failures add up, and never exceeds an hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (attempts) => {
        const wait = (n: number) => nextShipmentReportAt(failedAt, n).getTime() - failedAt.getTime();
        return wait(attempts + 1) >= wait(attempts) && wait(attempts) <= SHIPMENT_REPORT_MAX_WAIT_MS;
      }),
    );
  });

  it('refuses a count below one', () => {
    expect(() => nextShipmentReportAt(failedAt, 0)).toThrow(RangeError);
  });
});

describe('what the customer reads', () => {
  it('names the fee, the limit and who sends the invoice', () => {
    expect(deferredPaymentExplanation.join('')).toContain(
      '請求書は商品発送後にGMO後払いから郵送またはメールで届きます',
    );
    expect(deferredPaymentExplanation.join('')).toContain('手数料：無料');
    expect(deferredPaymentExplanation.join('')).toContain('¥55,000（税込）');
    expect(deferredPaymentTiming).toContain('日本国内');
  });
});
