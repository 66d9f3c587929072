import { describe, expect, it } from 'vitest';
import { optionalText, requiredText } from './text-fields.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('requiredText', () => {
  const field = requiredText({ max: 5 });

  it.each([
    ['missing', undefined, '必ず入力してください'],
    ['null', null, '必ず入力してください'],
    ['empty', '', '必ず入力してください'],
    ['only spaces', ' \u3000 ', '必ず入力してください'],
    ['a number', 12, '形式が違います'],
    [
      'an unusable character',
      '山田①',
      '3文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    ],
    ['too long', '一二三四五六', '5文字以内でご入力ください'],
  ])('refuses %s', (_, input, message) => {
    const result = field.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(message);
  });

  it('reports only the first problem when the unusable character is also past the limit', () => {
    expect(firstMessage(field.safeParse('山田太郎花子①'))).toBe(
      '7文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    );
  });

  it('trims and composes the text', () => {
    expect(field.parse('  山田 ')).toBe('山田');
    expect(field.parse('か\u3099')).toBe('が');
  });

  it('counts length by code point', () => {
    expect(requiredText({ max: 2 }).safeParse('山田').success).toBe(true);
  });

  it('keeps line breaks in multi-line fields and refuses them elsewhere', () => {
    expect(requiredText({ max: 10, multiline: true }).parse('一行目\n二行目')).toBe('一行目\n二行目');
    expect(firstMessage(field.safeParse('一\n二'))).toBe(
      '2文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    );
  });
});

describe('optionalText', () => {
  const field = optionalText({ max: 5 });

  it('turns a missing value into an empty string', () => {
    expect(field.parse(undefined)).toBe('');
    expect(field.parse('')).toBe('');
  });

  it('checks the characters and length of a given value', () => {
    expect(firstMessage(field.safeParse('ﾔﾏﾀﾞ'))).toBe(
      '1文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    );
    expect(firstMessage(field.safeParse('一二三四五六'))).toBe('5文字以内でご入力ください');
    expect(field.parse(' 山田 ')).toBe('山田');
  });
});
