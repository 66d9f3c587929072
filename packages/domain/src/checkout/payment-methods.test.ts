import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTALLMENT,
  DEFAULT_PAYMENT_METHOD,
  OFFERED_PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_IDS,
  initialOrderStatus,
  isOfferedPaymentMethod,
  paymentMethodLabel,
} from './payment-methods.ts';
import { offeredPaymentMethodSchema, paymentMethodSchema } from './payment-method-schema.ts';

describe('payment methods', () => {
  it.each([
    ['epsilon', 'クレジットカード', true, 10],
    ['point', '全額ポイント払い', true, 2],
    ['paypay', 'PayPay', true, 10],
    ['vbank', '銀行振込（バーチャル口座）', true, 10],
    ['bank', '銀行振込', true, 10],
    ['gmoab', '後払い', true, 1],
    ['gmokb', '請求書払い（掛け払い）', true, 1],
    ['onDelivery', '代金引換', true, 1],
  ] as const)('%s reads %s, offered %s, first status %i', (id, label, offered, status) => {
    expect(paymentMethodLabel(id)).toBe(label);
    expect(isOfferedPaymentMethod(id)).toBe(offered);
    expect(offeredPaymentMethodSchema.safeParse(id).success).toBe(offered);
    expect(paymentMethodSchema.parse(id)).toBe(id);
    expect(initialOrderStatus(id)).toBe(status);
  });

  it('has the eight methods, all offered, card by default with a single payment', () => {
    expect(PAYMENT_METHOD_IDS).toHaveLength(8);
    expect([...OFFERED_PAYMENT_METHOD_IDS].sort()).toEqual([
      'bank',
      'epsilon',
      'gmoab',
      'gmokb',
      'onDelivery',
      'paypay',
      'point',
      'vbank',
    ]);
    expect(DEFAULT_PAYMENT_METHOD).toBe('epsilon');
    expect(DEFAULT_INSTALLMENT).toBe('10');
  });

  it('refuses unknown and not-offered methods', () => {
    expect(paymentMethodLabel('cash')).toBe('');
    expect(paymentMethodSchema.safeParse('cash').error?.issues[0]?.message).toBe('値に誤りがあります');
    // Every method of spec point 9 is offered now; an id from another client still is not.
    expect(offeredPaymentMethodSchema.safeParse('cash').success).toBe(false);
  });
});
