import { describe, expect, it } from 'vitest';
import {
  formatDocumentDate,
  formatHeadlineAmount,
  formatQuantity,
  formatUnitPrice,
} from './document-format.ts';

describe('formatDocumentDate', () => {
  it.each([
    ['2026-11-21T00:00:00+09:00', '2026年11月21日'],
    // 23:59 in Tokyo is still the same day; 15:00 UTC is already the next.
    ['2026-11-21T14:59:59Z', '2026年11月21日'],
    ['2026-11-21T15:00:00Z', '2026年11月22日'],
    ['2027-01-01T00:00:00+09:00', '2027年1月1日'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDocumentDate(new Date(iso))).toBe(expected);
  });

  it('throws on an invalid date', () => {
    expect(() => formatDocumentDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('amounts', () => {
  it.each([
    [12345, '¥12,345-'],
    [0, '¥0-'],
    [1234567, '¥1,234,567-'],
  ])('headline %d → %s', (amount, expected) => {
    expect(formatHeadlineAmount(amount)).toBe(expected);
  });

  it.each([
    [4980, 100, '¥49.80'],
    [6214, 200, '¥31.07'],
    [5000, 100, '¥50'],
    [123456, 1, '¥123,456'],
    [1000, 3, '¥333.33'],
    [-500, 1, '−¥500'],
    [500, 0, '—'],
    [500, Number.NaN, '—'],
  ])('unit price of %d for %d → %s', (amount, quantity, expected) => {
    expect(formatUnitPrice(amount, quantity)).toBe(expected);
  });

  it('quantity with separators and unit', () => {
    expect(formatQuantity(12000, '枚')).toBe('12,000枚');
    expect(formatQuantity(1, '式')).toBe('1式');
  });
});
