import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { jisText, jisTextWithoutPosition } from './jis-text.ts';

const withPosition = z.string().check(jisText());
const withoutPosition = z.string().check(jisTextWithoutPosition());
const multiline = z.string().check(jisText({ multiline: true }));

describe('jisText', () => {
  it('names the 1-based position of the first unusable character', () => {
    const result = withPosition.safeParse('株式会社ｶﾌﾞ');
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(
      '5文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    );
  });

  it('counts a surrogate pair as one character', () => {
    expect(withPosition.safeParse('𠮷田①').error?.issues[0]?.message).toBe(
      '1文字目の「𠮷」はJIS第1・第2水準にない文字のため、ご利用いただけません。「吉」でご入力ください',
    );
    expect(withPosition.safeParse('吉田𠮷').error?.issues[0]?.message).toBe(
      '3文字目の「𠮷」はJIS第1・第2水準にない文字のため、ご利用いただけません。「吉」でご入力ください',
    );
  });

  it('passes usable text', () => {
    expect(withPosition.safeParse('山田 太郎（ＡＢＣ）').success).toBe(true);
  });

  it('has a variant without the position', () => {
    expect(withoutPosition.safeParse('髙橋').error?.issues[0]?.message).toBe(
      '使用できない文字が含まれています',
    );
    expect(withoutPosition.safeParse('高橋').success).toBe(true);
  });

  it('allows line breaks only in the multi-line variant', () => {
    expect(withPosition.safeParse('一\n二').success).toBe(false);
    expect(multiline.safeParse('一\n二').success).toBe(true);
  });
});
