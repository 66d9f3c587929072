import { describe, expect, it } from 'vitest';
import { isKatakanaReading, katakanaField } from './kana.ts';

describe('isKatakanaReading', () => {
  it.each([
    'ヤマダ',
    'タロウ',
    'ヤマダ タロウ',
    'ヤマダ\u3000タロウ',
    'ヴィクトール',
    'マリア・テレサ',
    'ルー',
    'ヶ',
    'ヽヾ',
  ])('accepts %s', (text) => expect(isKatakanaReading(text)).toBe(true));

  it.each(['やまだ', '山田', 'ﾔﾏﾀﾞ', 'YAMADA', 'ヤマダ1', 'ヤマダ-タロウ', 'ヷ', 'ヤマダ①'])(
    'refuses %s',
    (text) => expect(isKatakanaReading(text)).toBe(false),
  );
});

describe('katakanaField', () => {
  const field = katakanaField({ max: 10 });

  it.each([
    [undefined, '必ず入力してください'],
    ['', '必ず入力してください'],
    ['やまだ', '全角カタカナでご入力ください'],
    ['ﾔﾏﾀﾞ', '全角カタカナでご入力ください'],
    ['ヤマダタロウヤマダタロウ', '10文字以内でご入力ください'],
  ])('gives %s the message %s', (input, message) => {
    expect(field.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('passes and trims a reading', () => {
    expect(field.parse(' ヤマダ ')).toBe('ヤマダ');
  });
});
