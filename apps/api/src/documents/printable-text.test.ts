import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PdfWriter } from './pdf-writer.ts';
import { printableText } from './printable-text.ts';

// A stand-in font that draws ASCII, kana and the common kanji block, and nothing else.
const covered = (codePoint: number) =>
  (codePoint >= 0x20 && codePoint < 0x7f) ||
  (codePoint >= 0x3000 && codePoint <= 0x30ff) ||
  (codePoint >= 0x4e00 && codePoint <= 0x9fff);

describe('printableText', () => {
  it.each([
    ['山田 太郎', '山田 太郎'],
    ['a\u0000b\u0007c\u007fd', 'abcd'],
    ['a\tb', 'a b'],
    ['zero\u200bwidth\u200djoin\ufeff', 'zerowidthjoin'],
    ['lone \ud800 surrogate \udfff', 'lone  surrogate '],
    ['葛\udb40\udd00飾', '葛飾'],
    ['𠮷野家', '\u3000野家'],
    ['😀!', '\u3000!'],
    ['é', ' '],
    // NFC makes e + ◌́ into é, which this font lacks; a mark with no composed form is dropped.
    ['e\u0301', ' '],
    ['q\u0301', 'q'],
    // A decomposed kana composes before printing.
    ['か\u3099', 'が'],
  ])('%j → %j', (input, output) => {
    expect(printableText(input, covered)).toBe(output);
  });

  it('keeps line breaks only when multiline', () => {
    expect(printableText('一行目\r\n二行目\r三行目\u2028四', covered, { multiline: true })).toBe(
      '一行目\n二行目\n三行目\n四',
    );
    expect(printableText('一行目\n二行目', covered)).toBe('一行目 二行目');
  });

  it('never returns a character the font cannot draw, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (input) => {
        for (const character of printableText(input, covered, { multiline: true })) {
          const codePoint = character.codePointAt(0) ?? 0;
          expect(character === '\n' || covered(codePoint)).toBe(true);
        }
      }),
    );
  });

  it('asks the embedded font itself: what BIZ UDPGothic lacks prints blank', () => {
    const writer = new PdfWriter({ title: 't', author: 'a', date: new Date(0) });
    expect(writer.printable('髙橋 ① ㈱ ￥ ¥ ｶﾀｶﾅ')).toBe('髙橋 ① ㈱ ￥ ¥ ｶﾀｶﾅ');
    expect(writer.printable('𠮷田😀')).toBe('\u3000田\u3000');
  });
});
