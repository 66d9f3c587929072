import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthDay, formatTime } from './date.ts';
import { formatPostalCode } from './postal-code.ts';
import { formatPurchaseNumber } from './purchase-number.ts';
import { tokyoDateTime } from './tokyo-time.ts';
import { formatYen, formatYenSuffix } from './yen.ts';

describe('formatYen and formatYenSuffix', () => {
  it.each([
    [0, '¥0', '0円'],
    [1, '¥1', '1円'],
    [999, '¥999', '999円'],
    [1000, '¥1,000', '1,000円'],
    [12345, '¥12,345', '12,345円'],
    [1234567, '¥1,234,567', '1,234,567円'],
    [-500, '−¥500', '−500円'],
  ])('%i → %s and %s', (amount, yen, suffix) => {
    expect(formatYen(amount)).toBe(yen);
    expect(formatYenSuffix(amount)).toBe(suffix);
  });

  it('uses the half-width yen sign U+00A5', () => {
    expect(formatYen(1).codePointAt(0)).toBe(0xa5);
  });

  it('refuses what is not an amount', () => {
    expect(() => formatYen(Number.NaN)).toThrow(RangeError);
    expect(() => formatYenSuffix(Infinity)).toThrow(RangeError);
  });

  it('reads back as the amount for any integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (amount) => {
        const text = formatYen(amount);
        expect(text).toMatch(/^¥\d{1,3}(,\d{3})*$/);
        expect(Number(text.slice(1).replaceAll(',', ''))).toBe(amount);
      }),
    );
  });
});

describe('formatPostalCode', () => {
  it.each([
    [1000001, {}, '100-0001'],
    [1000001, { mark: true }, '〒100-0001'],
    [600000, { mark: true }, '〒060-0000'],
    ['0600000', {}, '060-0000'],
    ['907-1101', { mark: false }, '907-1101'],
    ['abc', {}, 'abc'],
    [12345678, {}, '12345678'],
  ])('%j with %j → %s', (value, options, text) => expect(formatPostalCode(value, options)).toBe(text));
});

describe('Japanese dates in Asia/Tokyo', () => {
  // 2026-11-21 05:05 UTC is 14:05 on Saturday 21 November in Tokyo.
  const afternoon = new Date('2026-11-21T05:05:00Z');
  // 2026-11-20 15:30 UTC is already 00:30 on the 21st in Tokyo.
  const justAfterMidnight = new Date('2026-11-20T15:30:00Z');

  it('formats a date with its weekday', () => {
    expect(formatDate(afternoon)).toBe('2026年11月21日(土)');
    expect(formatDate(justAfterMidnight)).toBe('2026年11月21日(土)');
    expect(formatDate(new Date('2027-01-03T00:00:00+09:00'))).toBe('2027年1月3日(日)');
  });

  it('formats a date and time with zero-padded hours and minutes', () => {
    expect(formatDateTime(afternoon)).toBe('2026年11月21日(土) 14:05');
    expect(formatDateTime(justAfterMidnight)).toBe('2026年11月21日(土) 00:30');
  });

  it('formats a time of day with zero-padded hours', () => {
    expect(formatTime(afternoon)).toBe('14:05');
    expect(formatTime(justAfterMidnight)).toBe('00:30');
  });

  it('formats a month and day', () => {
    expect(formatMonthDay(afternoon)).toBe('11月21日(土)');
  });

  it('reads a number as epoch seconds', () => {
    const seconds = afternoon.getTime() / 1000;
    expect(formatDate(seconds)).toBe('2026年11月21日(土)');
    expect(formatDateTime(seconds)).toBe('2026年11月21日(土) 14:05');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate(new Date('nonsense'))).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN)).toThrow(RangeError);
  });

  it('agrees with Intl for Asia/Tokyo at any instant', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (seconds) => {
        const parts = Object.fromEntries(
          intl.formatToParts(new Date(seconds * 1000)).map((p) => [p.type, p.value]),
        );
        const tokyo = tokyoDateTime(seconds);
        expect([tokyo.year, tokyo.month, tokyo.day, tokyo.hour, tokyo.minute]).toEqual(
          [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number),
        );
      }),
    );
  });
});

describe('formatPurchaseNumber', () => {
  it.each([
    [26112100001, '26112100001'],
    ['26112100001', '26112100001'],
    [123, '00000000123'],
    [' 26112100001 ', '26112100001'],
    ['123456789012', '123456789012'],
    ['abc', 'abc'],
    [-1, '-1'],
  ])('%j → %s', (value, text) => expect(formatPurchaseNumber(value)).toBe(text));
});
