import { describe, expect, it } from 'vitest';
import { loginPasswordField, passwordField } from './password-schema.ts';
import { passwordProblem } from './password.ts';

describe('passwordProblem', () => {
  it.each(['abcd1234', 'A1bcdefg', 'pa$$w0rd!', `a1${'x'.repeat(70)}`])('accepts %s', (password) =>
    expect(passwordProblem(password)).toBeNull(),
  );

  it.each([
    ['7 characters', 'abcd123', 'パスワードは8文字以上72文字以内でご入力ください'],
    ['73 characters', `a1${'x'.repeat(71)}`, 'パスワードは8文字以上72文字以内でご入力ください'],
    ['no digit', 'abcdefgh', 'パスワードには半角英字と数字をそれぞれ1文字以上含めてください'],
    ['no letter', '12345678', 'パスワードには半角英字と数字をそれぞれ1文字以上含めてください'],
    ['a space', 'abcd 1234', 'パスワードは半角英数字と記号でご入力ください'],
    ['full-width characters', 'ａｂｃｄ１２３４', 'パスワードは半角英数字と記号でご入力ください'],
    ['Japanese', 'ぱすわーど1234', 'パスワードは半角英数字と記号でご入力ください'],
  ])('refuses %s', (_, password, message) => expect(passwordProblem(password)).toBe(message));
});

describe('passwordField', () => {
  it('asks for a value first, then the rule', () => {
    expect(passwordField().safeParse(undefined).error?.issues[0]?.message).toBe('必ず入力してください');
    expect(passwordField().safeParse('').error?.issues[0]?.message).toBe('必ず入力してください');
    expect(passwordField().safeParse('short1').error?.issues[0]?.message).toBe(
      'パスワードは8文字以上72文字以内でご入力ください',
    );
  });
  it('does not trim', () => expect(passwordField().safeParse(' abcd1234').success).toBe(false));
});

describe('loginPasswordField', () => {
  it('only requires a value, so older passwords still log in', () => {
    expect(loginPasswordField().safeParse('').error?.issues[0]?.message).toBe('必ず入力してください');
    expect(loginPasswordField().parse('old')).toBe('old');
  });
});
