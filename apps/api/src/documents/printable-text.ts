// Any string reaches a document without breaking it: the addressee is checked by the caller, but
// item names, notes and configuration are not, and a PDF must never fail on text. Characters the
// font cannot draw become blank space (not the font's missing-glyph box); characters that draw
// nothing (controls, joiners, variation selectors, lone surrogates) are dropped.

/** Whether the embedded font has a glyph for a code point. */
export type GlyphCoverage = (codePoint: number) => boolean;

// Zero-width format characters, variation selectors and lone surrogates: nothing to draw.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/u;
const COMBINING_MARK = /\p{M}/u;
const WIDE_START = 0x1100;

export interface PrintableOptions {
  /** Keep line breaks (a specification, notes); otherwise they become spaces. */
  multiline?: boolean;
}

export function printableText(text: string, covered: GlyphCoverage, options: PrintableOptions = {}): string {
  const lines = text
    // Composes か + ゛ into が so a decomposed kana (from macOS file names, say) still prints.
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\u2028\u2029]/g, (space) => (space === '\t' ? ' ' : '\n'))
    .split('\n')
    .map((line) => printableLine(line, covered));
  return options.multiline ? lines.join('\n') : lines.join(' ');
}

function printableLine(line: string, covered: GlyphCoverage): string {
  let result = '';
  // Iterating by code point keeps astral characters (𠮷, emoji) whole and isolates lone surrogates.
  for (const character of line) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (INVISIBLE.test(character)) continue;
    if (covered(codePoint)) result += character;
    else if (COMBINING_MARK.test(character)) continue;
    else result += codePoint >= WIDE_START ? '\u3000' : ' ';
  }
  return result;
}
