import { describe, expect, it } from 'vitest';
import { dateLabel, dateTimeLabel } from './format';

describe('My page dates (Asia/Tokyo)', () => {
  it.each([
    ['2026-11-21', '2026年11月21日(土)'],
    // 15:30 UTC is already the next day in Tokyo.
    ['2026-11-20T15:30:00.000Z', '2026年11月21日(土)'],
    [null, '—'],
    ['not a date', '—'],
  ])('dateLabel(%s) → %s', (value, expected) => {
    expect(dateLabel(value)).toBe(expected);
  });

  it('dateTimeLabel shows Tokyo hours', () => {
    expect(dateTimeLabel('2026-11-21T05:05:00.000Z')).toBe('2026年11月21日(土) 14:05');
  });
});
