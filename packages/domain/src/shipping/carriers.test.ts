import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carrierLabel,
  normaliseTrackingNumber,
  shipmentSchema,
  trackingNumberProblem,
  trackingUrl,
} from './carriers.ts';

const withCheckDigit = (eleven: string) => `${eleven}${Number(eleven) % 7}`;

describe('tracking numbers', () => {
  it('reads what staff type or scan as digits and capitals', () => {
    expect(normaliseTrackingNumber('１２３４－５６７８－９０１２')).toBe('123456789012');
    expect(normaliseTrackingNumber(' rr123456785jp ')).toBe('RR123456785JP');
  });

  it.each([
    ['yamato', '123456789013', null],
    ['yamato', '123456789012', 'ヤマト運輸の伝票番号（12桁の数字）を正しく入力してください'],
    ['yamato', '12345678901', 'ヤマト運輸の伝票番号（12桁の数字）を正しく入力してください'],
    ['sagawa', '123456789012', null],
    ['sagawa', '1234567890', '佐川急便のお問い合せ送り状No.（12桁の数字）を入力してください'],
    ['japanpost', '12345678901', null],
    ['japanpost', '1234567890123', null],
    ['japanpost', 'RR123456785JP', null],
    ['japanpost', '1234567890', '日本郵便のお問い合わせ番号（11〜13桁の数字）を入力してください'],
  ] as const)('%s %s', (carrier, number, problem) => {
    expect(trackingNumberProblem(carrier, number)).toBe(problem);
  });

  it("accepts every Yamato number whose last digit is the first eleven's remainder by 7", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (eleven) => {
        expect(trackingNumberProblem('yamato', withCheckDigit(eleven))).toBeNull();
      }),
    );
  });

  it('refuses a Yamato number with any other last digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), fc.integer({ min: 0, max: 9 }), (eleven, last) => {
        fc.pre(last !== Number(eleven) % 7);
        expect(trackingNumberProblem('yamato', `${eleven}${last}`)).not.toBeNull();
      }),
    );
  });

  it('checks the number against the chosen carrier, on the tracking number field', () => {
    const parsed = shipmentSchema.safeParse({ carrier: 'yamato', trackingNumber: '1234-5678-9012' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['trackingNumber']);
    expect(shipmentSchema.parse({ carrier: 'yamato', trackingNumber: '1234-5678-9013' })).toEqual({
      carrier: 'yamato',
      trackingNumber: '123456789013',
    });
    expect(shipmentSchema.safeParse({ carrier: 'seino', trackingNumber: '123456789013' }).success).toBe(
      false,
    );
  });

  it('names carriers and links their tracking pages', () => {
    expect(carrierLabel('yamato')).toBe('ヤマト運輸');
    expect(carrierLabel('seino')).toBe('seino');
    expect(trackingUrl('sagawa', '123456789012')).toContain('okurijoNo=123456789012');
    expect(trackingUrl('seino', '1')).toBeNull();
  });
});
