import { describe, expect, it } from 'vitest';
import { addresseeError } from './addressee';

describe('addressee of invoices and receipts', () => {
  it.each(['', '株式会社シール 御中', '山田 太郎 様', 'ABC商事'])('accepts %j', (value) => {
    expect(addresseeError(value)).toBeNull();
  });

  it('names the position of a character outside JIS X 0208', () => {
    expect(addresseeError('髙橋様')).toMatch(/1文字目/);
  });

  it('refuses more than 50 characters', () => {
    expect(addresseeError('あ'.repeat(51))).toMatch(/50文字/);
  });
});
