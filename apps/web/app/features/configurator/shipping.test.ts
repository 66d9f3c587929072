import { describe, expect, it } from 'vitest';
import { holidaysFromApi, shippingFor } from './shipping';

// 2026-11-20 (Fri) 10:00 Tokyo, before the 14:00 cut-off: accepted that day.
const fridayMorning = new Date('2026-11-20T10:00:00+09:00');
// 勤労感謝の日 2026-11-23 (Mon), as the API sends it: epoch seconds of Tokyo midnight.
const apiHolidays = [{ day: Date.parse('2026-11-23T00:00:00+09:00') / 1000, description: '勤労感謝の日' }];

describe('holidaysFromApi', () => {
  it('turns epoch seconds into Tokyo calendar days', () => {
    expect(holidaysFromApi(apiHolidays)).toEqual([{ day: '2026-11-23', description: '勤労感謝の日' }]);
  });
});

describe('shippingFor', () => {
  const holidays = holidaysFromApi(apiHolidays);

  it.each([
    [2, '2026-11-25', '11月25日(水)発送', '2営業日以内発送'],
    [3, '2026-11-26', '11月26日(木)発送', '3営業日以内発送'],
    [5, '2026-11-30', '11月30日(月)発送', '5営業日以内発送'],
    [1, '2026-11-24', '11月24日(火)発送', '翌営業日発送'],
  ])('%i business days skip the weekend and the holiday: %s', (days, day, display, label) => {
    expect(shippingFor(fridayMorning, days, holidays)).toEqual({ day, display, label });
  });

  it('counts from the next business day after the cut-off', () => {
    const fridayAfternoon = new Date('2026-11-20T15:00:00+09:00');
    expect(shippingFor(fridayAfternoon, 2, holidays)?.day).toBe('2026-11-26');
  });

  it('gives no date while the holidays are unknown', () => {
    expect(shippingFor(fridayMorning, 5, null)).toBeNull();
  });
});
