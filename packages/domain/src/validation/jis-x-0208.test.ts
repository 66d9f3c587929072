import { describe, expect, it } from 'vitest';
import {
  JIS_X_0208_CHARACTER_COUNT,
  firstUnusableCharacter,
  isJisX0208Character,
  isUsableText,
  jisX0208CodePoints,
} from './jis-x-0208.ts';

describe('the JIS X 0208 set', () => {
  it('holds the 6,879 cells of JIS X 0208:1997 plus the 7 standard variants, built once', () => {
    expect(JIS_X_0208_CHARACTER_COUNT).toBe(6879);
    expect(jisX0208CodePoints().size).toBe(6879 + 7);
    expect(jisX0208CodePoints()).toBe(jisX0208CodePoints());
  });

  it.each([
    ['〜', '～'],
    ['−', '－'],
    ['‖', '∥'],
    ['¢', '￠'],
    ['£', '￡'],
    ['¬', '￢'],
    ['—', '―'],
  ])('holds both spellings of one cell: %s and %s', (standard, windows) => {
    expect(isJisX0208Character(standard)).toBe(true);
    expect(isJisX0208Character(windows)).toBe(true);
  });

  it('leaves out the NEC row 13 and the IBM extensions', () => {
    for (const character of ['①', '㈱', '№', '㍉', '髙', '﨑', '∮']) {
      expect(isJisX0208Character(character)).toBe(false);
    }
  });
});

describe('firstUnusableCharacter', () => {
  it.each([
    ['half-width katakana', 'ｶﾀｶﾅ'],
    ['髙 (IBM extension)', '髙'],
    ['① (NEC special)', '①'],
    ['㈱', '㈱'],
    ['™', '™'],
    ['𠮷 (outside the BMP)', '𠮷'],
    ['an emoji', '😀'],
    ['U+00A5 yen sign', '¥'],
    ['a control character', '\u0007'],
    ['a line break in a single-line field', '\n'],
    ['a tab in a single-line field', '\t'],
    ['full-width broken bar', '￤'],
    ['a decomposed voiced mark', 'か\u3099'],
  ])('refuses %s', (_, text) => {
    expect(firstUnusableCharacter(text)).not.toBeNull();
    expect(isUsableText(text)).toBe(false);
  });

  it.each([
    ['U+FFE5 full-width yen', '￥1,000'],
    ['wave dash', '10〜20'],
    ['full-width tilde', '10～20'],
    ['long vowel mark', 'シール'],
    ['kanji', '漢字'],
    ['hiragana', 'ひらがな'],
    ['katakana', 'カタカナ'],
    ['full-width Latin capital', 'Ａ'],
    ['full-width Latin small', 'ａ'],
    ['full-width digit', '１'],
    ['full-width quotation marks', '＂＇'],
    ['ASCII printable', ' !"#$%&\'()*+,-./0-9:;<=>?@A-Z[\\]^_`a-z{|}~'],
    ['ideographic space and punctuation', '株式会社\u3000山田、。「」・'],
    ['Greek and Cyrillic', 'αβγАБВ'],
    ['the empty string', ''],
  ])('allows %s', (_, text) => {
    expect(firstUnusableCharacter(text)).toBeNull();
  });

  it('counts positions by code point, 1-based', () => {
    expect(firstUnusableCharacter('①')).toBe(1);
    expect(firstUnusableCharacter('山田①')).toBe(3);
    expect(firstUnusableCharacter('𠮷野家①')).toBe(1);
    expect(firstUnusableCharacter('吉𠮷')).toBe(2);
    expect(firstUnusableCharacter('𠮷😀')).toBe(1);
    expect(firstUnusableCharacter('ab😀cd㈱')).toBe(3);
    expect(firstUnusableCharacter('山田太郎ｶ')).toBe(5);
  });

  it('allows line breaks and tabs only where the field is multi-line', () => {
    const text = '一行目\r\n二行目\tです';
    expect(firstUnusableCharacter(text)).toBe(4);
    expect(firstUnusableCharacter(text, { multiline: true })).toBeNull();
    expect(firstUnusableCharacter('一行目\n①', { multiline: true })).toBe(5);
  });
});
