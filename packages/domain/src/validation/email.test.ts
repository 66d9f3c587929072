import { describe, expect, it } from 'vitest';
import { emailField, isEmailAddress } from './email.ts';

describe('isEmailAddress', () => {
  it.each([
    'taro@example.com',
    'taro.yamada+shop@example.co.jp',
    'taro..yamada.@docomo.ne.jp',
    'a_b-c@sub.example.jp',
    "o'neil@example.com",
  ])('accepts %s', (address) => expect(isEmailAddress(address)).toBe(true));

  it.each([
    '',
    'taro',
    'taro@',
    '@example.com',
    'taro@example',
    'taro@example.c',
    'taro@@example.com',
    'taro@exa_mple.com',
    'taro@-example.com',
    'taro@example..com',
    'taro yamada@example.com',
    'ｔａｒｏ@example.com',
    'taro＠example.com',
    '山田@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %s', (address) => expect(isEmailAddress(address)).toBe(false));
});

describe('emailField', () => {
  const field = emailField();
  it.each([
    [undefined, '必ず入力してください'],
    [' ', '必ず入力してください'],
    ['taro@example', 'メールアドレスの形式が正しくありません'],
  ])('gives %j the message %s', (input, message) => {
    expect(field.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
  it('trims the address', () => expect(field.parse(' taro@example.com ')).toBe('taro@example.com'));
});
