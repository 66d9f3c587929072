// Customers type on phones with Japanese IMEs: digits often arrive full-width, and a hyphen may be
// any of several dash-like characters (the IME's ー among them). Number-like fields accept them all.

const FULL_WIDTH_OFFSET = 0xfee0;

/** ０-９ → 0-9; every other character unchanged. */
export function toHalfWidthDigits(text: string): string {
  return text.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - FULL_WIDTH_OFFSET));
}

/** Characters customers type where a hyphen is meant in a number (telephone, postal code). */
export const HYPHEN_LIKE = '-－‐‑‒–—―−ー';

/** Spaces customers type: ASCII space, tab and the ideographic space. */
export const SPACE_LIKE = ' \t\u3000';

/** Counts characters as people do: by code point, so 𠮷 (a surrogate pair) is one character. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
