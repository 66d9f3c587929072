import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayFromEpochSeconds,
  formatJapaneseDay,
  isCalendarDay,
  tokyoDate,
  tokyoHour,
  weekday,
} from './day.ts';

describe('tokyoDate / tokyoHour', () => {
  it.each([
    ['2026-01-01T14:59:59Z', '2026-01-01', 23],
    ['2026-01-01T15:00:00Z', '2026-01-02', 0],
    ['2026-06-30T23:30:00Z', '2026-07-01', 8],
    ['2026-12-31T15:00:00Z', '2027-01-01', 0],
    // Summer and winter give the same offset: Japan has no daylight saving time.
    ['2026-08-01T03:00:00Z', '2026-08-01', 12],
    ['2026-02-01T03:00:00Z', '2026-02-01', 12],
  ])('%s is %s at %i h in Tokyo', (iso, day, hour) => {
    expect(tokyoDate(new Date(iso))).toBe(day);
    expect(tokyoHour(new Date(iso))).toBe(hour);
  });

  it('refuses an invalid instant', () => {
    expect(() => tokyoDate(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('calendar days', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i day = %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-1-01', '20260101', ''])('rejects %j', (value) => {
    expect(isCalendarDay(value)).toBe(false);
    expect(() => weekday(value)).toThrow(RangeError);
  });

  it('reads a holiday given as epoch seconds (GET /v2/holidays) as its Tokyo day', () => {
    // 2026-05-05 00:00 JST = 2026-05-04T15:00Z
    expect(dayFromEpochSeconds(Date.UTC(2026, 4, 4, 15) / 1000)).toBe('2026-05-05');
  });

  it.each([
    ['2026-11-27', '11月27日(金)'],
    ['2026-01-04', '1月4日(日)'],
    ['2026-05-06', '5月6日(水)'],
  ])('%s is written %s', (day, text) => {
    expect(formatJapaneseDay(day)).toBe(text);
  });
});
