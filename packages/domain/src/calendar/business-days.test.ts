import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, nextBusinessDay } from './business-days.ts';
import { holidays2026, nationalHolidays2026 } from './holidays-2026.fixture.ts';

describe('isBusinessDay', () => {
  it.each([
    ['2026-04-28', true, '火 weekday'],
    ['2026-04-29', false, '昭和の日'],
    ['2026-04-30', true, 'between Golden Week holidays'],
    ['2026-05-01', true, 'Friday in Golden Week'],
    ['2026-05-02', false, 'Saturday'],
    ['2026-05-03', false, 'Sunday and 憲法記念日'],
    ['2026-05-06', false, '振替休日'],
    ['2026-05-07', true, 'first day after Golden Week'],
    ['2026-09-21', false, '敬老の日'],
    ['2026-09-22', false, '国民の休日'],
    ['2026-09-23', false, '秋分の日'],
    ['2026-09-24', true, 'after シルバーウィーク'],
    ['2026-12-28', true, 'last day before closing'],
    ['2026-12-29', false, 'year-end closure'],
    ['2027-01-04', true, 'first day of 2027'],
    ['2027-01-11', false, '成人の日 2027'],
  ])('%s → %s (%s)', (day, expected) => {
    expect(isBusinessDay(day, holidays2026)).toBe(expected);
  });

  it('counts 18 national holidays in 2026, of which 2026-05-03 falls on a Sunday', () => {
    expect(nationalHolidays2026).toHaveLength(18);
    const weekdayHolidays = nationalHolidays2026.filter((h) => isBusinessDay(h.day, []));
    expect(weekdayHolidays).toHaveLength(17);
  });

  it('without holidays only weekends are closed', () => {
    expect(isBusinessDay('2026-09-22', [])).toBe(true);
    expect(isBusinessDay('2026-09-19', [])).toBe(false);
  });
});

describe('addBusinessDays', () => {
  it.each([
    ['2026-04-30', 0, '2026-04-30'],
    ['2026-04-30', 1, '2026-05-01'],
    ['2026-04-30', 2, '2026-05-07'],
    ['2026-04-30', 5, '2026-05-12'],
    ['2026-04-30', 7, '2026-05-14'],
    ['2026-09-18', 1, '2026-09-24'],
    ['2026-09-18', 3, '2026-09-28'],
    ['2026-12-28', 1, '2027-01-04'],
    ['2026-12-28', 5, '2027-01-08'],
    ['2026-12-28', 7, '2027-01-13'],
    // Counting from a closed day: day 1 is still the next business day.
    ['2026-05-02', 1, '2026-05-07'],
  ])('%s + %i business days = %s', (day, n, expected) => {
    expect(addBusinessDays(day, n, holidays2026)).toBe(expected);
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addBusinessDays('2026-04-30', -1, holidays2026)).toThrow(RangeError);
    expect(() => addBusinessDays('2026-04-30', 1.5, holidays2026)).toThrow(RangeError);
  });

  it('nextBusinessDay skips the whole of Golden Week', () => {
    expect(nextBusinessDay('2026-05-01', holidays2026)).toBe('2026-05-07');
  });
});
