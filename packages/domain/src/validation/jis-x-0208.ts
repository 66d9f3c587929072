// Spec point 5: Japanese text may use only JIS X 0208 characters plus ASCII and full-width forms.
// The set is read from the platform's EUC-JP decoder (the WHATWG Encoding Standard, present in every
// browser and in Node), so no table ships in the bundle. Decisions: docs/decisions/0150-jis-x-0208-text.md.

/** Rows 1–8 (symbols, kana, Greek, Cyrillic, box drawing) and 16–84 (levels 1 and 2 kanji). */
const JIS_ROWS: readonly number[] = [
  ...Array.from({ length: 8 }, (_, index) => index + 1),
  ...Array.from({ length: 69 }, (_, index) => index + 16),
];

/**
 * The WHATWG decoder maps seven cells to their Windows forms (～ － ∥ ￠ ￡ ￢ ―); the standard JIS
 * mapping gives these. Both spellings of the same cell are the same character to a customer.
 */
const STANDARD_VARIANTS = ['〜', '−', '‖', '¢', '£', '¬', '—'];

/** Cell count of JIS X 0208:1997; a platform whose decoder yields another number is not trusted. */
export const JIS_X_0208_CHARACTER_COUNT = 6879;

let jisCodePoints: ReadonlySet<number> | undefined;

function buildJisCodePoints(): ReadonlySet<number> {
  const decoder = new TextDecoder('euc-jp');
  const codePoints = new Set<number>();
  const bytes = new Uint8Array(2);
  for (const row of JIS_ROWS) {
    for (let cell = 1; cell <= 94; cell += 1) {
      bytes[0] = 0xa0 + row;
      bytes[1] = 0xa0 + cell;
      const text = decoder.decode(bytes);
      const codePoint = text.codePointAt(0);
      // Unassigned cells decode to U+FFFD (or to two replacement characters): not characters.
      if (text.length === 1 && codePoint !== undefined && codePoint !== 0xfffd) codePoints.add(codePoint);
    }
  }
  if (codePoints.size !== JIS_X_0208_CHARACTER_COUNT) {
    throw new Error(`EUC-JP decoder gave ${codePoints.size} JIS X 0208 characters, expected 6879`);
  }
  for (const variant of STANDARD_VARIANTS) codePoints.add(variant.codePointAt(0) ?? 0);
  return codePoints;
}

/** The JIS X 0208 code points (6,879 cells plus 7 standard variants), built once on first use. */
export function jisX0208CodePoints(): ReadonlySet<number> {
  jisCodePoints ??= buildJisCodePoints();
  return jisCodePoints;
}

/** True when the single character (one code point) is a JIS X 0208 character. */
export function isJisX0208Character(character: string): boolean {
  const codePoint = character.codePointAt(0);
  return codePoint !== undefined && jisX0208CodePoints().has(codePoint);
}

export interface UsableTextOptions {
  /** Multi-line fields (textareas) also allow line breaks and tabs. */
  multiline?: boolean;
}

function isUsableCodePoint(codePoint: number, multiline: boolean): boolean {
  if (codePoint >= 0x20 && codePoint <= 0x7e) return true; // ASCII printable
  if (codePoint >= 0xff01 && codePoint <= 0xff5e) return true; // full-width ASCII forms (＂ ＇ included)
  if (multiline && (codePoint === 0x0a || codePoint === 0x0d || codePoint === 0x09)) return true;
  return jisX0208CodePoints().has(codePoint);
}

/**
 * The 1-based position (counted by code point, so 𠮷 is one character) of the first character a
 * customer may not use, or null when every character is usable.
 */
export function firstUnusableCharacter(text: string, options: UsableTextOptions = {}): number | null {
  const multiline = options.multiline ?? false;
  let position = 0;
  for (const character of text) {
    position += 1;
    if (!isUsableCodePoint(character.codePointAt(0) ?? 0, multiline)) return position;
  }
  return null;
}

/** True when every character of the text may be used. */
export function isUsableText(text: string, options: UsableTextOptions = {}): boolean {
  return firstUnusableCharacter(text, options) === null;
}
