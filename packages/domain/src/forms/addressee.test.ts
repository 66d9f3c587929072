import { describe, expect, it } from 'vitest';
import {
  addresseeError,
  addresseeSchema,
  INVOICE_ADDRESSEE_REQUIRED,
  invoiceAddresseeSchema,
} from './addressee.ts';

describe('addressee of quotations, invoices and receipts', () => {
  it.each(['', '株式会社シール 御中', '山田 太郎 様', 'ABC商事', 'あ'.repeat(50)])('accepts %j', (value) => {
    expect(addresseeError(value)).toBeNull();
  });

  it('composes and trims what it keeps', () => {
    expect(addresseeSchema.parse('  シ\u30fc\u30eb\u30e9\u30db\u3099 様 ')).toBe('シールラボ 様');
    expect(addresseeSchema.parse(` ${'あ'.repeat(50)} `)).toBe('あ'.repeat(50));
  });

  it('names the position of a character outside JIS X 0208', () => {
    expect(addresseeError('髙橋様')).toMatch(/1文字目/);
    expect(addresseeError(' ｶﾌﾞｼｷｶﾞｲｼｬ')).toMatch(/1文字目/);
  });

  it('refuses more than 50 characters', () => {
    expect(addresseeError('あ'.repeat(51))).toMatch(/50文字/);
  });

  it.each(['', '   ', '\u3000'])(
    'refuses a blank invoice addressee (%j), accepts it on a receipt',
    (value) => {
      expect(addresseeError(value, 'invoice')).toBe(INVOICE_ADDRESSEE_REQUIRED);
      expect(addresseeError(value, 'receipt')).toBeNull();
    },
  );

  it('checks an invoice addressee like any other once it is there', () => {
    expect(invoiceAddresseeSchema.parse(' 株式会社シール ')).toBe('株式会社シール');
    expect(addresseeError('髙橋様', 'invoice')).toMatch(/1文字目/);
  });
});
