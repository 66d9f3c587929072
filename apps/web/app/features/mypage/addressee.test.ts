import { jisText } from '@shop/domain/validation';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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

describe('addresseeError against the server’s schema', () => {
  // The server's check (apps/api documents/schemas.ts) in zod; the page checks without it (0563).
  const server = z.string().trim().max(50, { error: '50文字以内で入力してください' }).check(jisText());
  it.each([
    '',
    '  山田 太郎 様  ',
    'あ'.repeat(50),
    ` ${'あ'.repeat(50)} `,
    'あ'.repeat(51),
    `${'あ'.repeat(51)}髙`,
    '株式会社🍣 御中',
    ' 髙橋様',
    'ｶﾌﾞｼｷｶﾞｲｼｬ',
  ])('gives the server’s first message for %j', (value) => {
    const result = server.safeParse(value);
    expect(addresseeError(value)).toBe(result.success ? null : result.error.issues[0]?.message);
  });
});
