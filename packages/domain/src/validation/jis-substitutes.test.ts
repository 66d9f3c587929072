import { describe, expect, it } from 'vitest';
import { JIS_SUBSTITUTES, jisSubstitute } from './jis-substitutes.ts';
import { unusableCharacterMessage } from './jis-text.ts';
import { isUsableText } from './jis-x-0208.ts';

// Issue 24 point 9, decision 0713.
describe('the usual substitutes for characters outside JIS X 0208', () => {
  it.each(Object.entries(JIS_SUBSTITUTES))('%s is refused and %s is taken', (source, substitute) => {
    expect(isUsableText(source)).toBe(false);
    expect(isUsableText(substitute)).toBe(true);
  });

  it('names the character, says why and suggests the substitute', () => {
    expect(unusableCharacterMessage('髙橋')).toBe(
      '1文字目の「髙」はJIS第1・第2水準にない文字のため、ご利用いただけません。「高」でご入力ください',
    );
    expect(unusableCharacterMessage('山﨑')).toBe(
      '2文字目の「﨑」はJIS第1・第2水準にない文字のため、ご利用いただけません。「崎」でご入力ください',
    );
    expect(jisSubstitute('①')).toBeNull();
    expect(unusableCharacterMessage('山田①')).toBe(
      '3文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    );
    expect(unusableCharacterMessage('山田')).toBeNull();
  });
});
