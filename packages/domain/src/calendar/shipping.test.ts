import { describe, expect, it } from 'vitest';
import { holidays2026, tokyo } from './holidays-2026.fixture.ts';
import {
  formatShippingDate,
  orderAcceptedDay,
  orderCutoffHour,
  shippingDate,
  shippingDates,
  shippingLabel,
} from './shipping.ts';

describe('orderAcceptedDay', () => {
  it('uses a 14:00 cut-off', () => {
    expect(orderCutoffHour).toBe(14);
  });

  it.each([
    ['2026-11-20 13:59', '2026-11-20', 'Friday before the cut-off'],
    ['2026-11-20 14:00', '2026-11-24', 'Friday at the cut-off: Monday 11-23 is 勤労感謝の日'],
    ['2026-11-21 10:00', '2026-11-24', 'Saturday'],
    ['2026-05-06 09:00', '2026-05-07', '振替休日 morning'],
    ['2026-04-30 23:59', '2026-05-01', 'late evening'],
    ['2026-12-28 15:00', '2027-01-04', 'after the cut-off on the last day of the year'],
    ['2026-04-30 00:00', '2026-04-30', 'just after midnight'],
  ])('an order at %s is accepted on %s (%s)', (at, expected) => {
    expect(orderAcceptedDay(tokyo(at), holidays2026)).toBe(expected);
  });

  it('takes another cut-off when given', () => {
    expect(orderAcceptedDay(tokyo('2026-11-20 12:30'), holidays2026, 12)).toBe('2026-11-24');
    expect(orderAcceptedDay(tokyo('2026-11-20 12:30'), holidays2026, 15)).toBe('2026-11-20');
  });
});

describe('shippingDate', () => {
  it.each([
    ['2026-04-30 10:00', 2, '2026-05-07'],
    ['2026-04-30 15:00', 2, '2026-05-08'],
    ['2026-05-02 10:00', 2, '2026-05-11'],
    ['2026-09-18 13:59', 2, '2026-09-25'],
    ['2026-09-18 14:00', 2, '2026-09-28'],
    ['2026-12-28 11:00', 5, '2027-01-08'],
    ['2026-12-28 11:00', 7, '2027-01-13'],
    ['2026-11-24 10:00', 0, '2026-11-24'],
  ])('ordered %s with %i days ships %s', (at, days, expected) => {
    expect(shippingDate(tokyo(at), days, holidays2026)).toBe(expected);
  });
});

describe('labels', () => {
  it.each([
    [0, '当日発送'],
    [1, '翌営業日発送'],
    [2, '2営業日以内発送'],
    [5, '5営業日以内発送'],
    [7, '7営業日以内発送'],
  ])('%i days → %s', (days, label) => {
    expect(shippingLabel(days)).toBe(label);
  });

  it('formats the shipping day in Japanese', () => {
    expect(formatShippingDate('2026-11-27')).toBe('11月27日(金)発送');
  });
});

describe('shippingDates', () => {
  it('answers every delivery option for an order placed now', () => {
    expect(shippingDates(tokyo('2026-04-30 10:00'), holidays2026)).toEqual([
      { deliveryDate: 7, shippingDate: '2026-05-14', label: '7営業日以内発送', display: '5月14日(木)発送' },
      { deliveryDate: 5, shippingDate: '2026-05-12', label: '5営業日以内発送', display: '5月12日(火)発送' },
      { deliveryDate: 3, shippingDate: '2026-05-08', label: '3営業日以内発送', display: '5月8日(金)発送' },
      { deliveryDate: 2, shippingDate: '2026-05-07', label: '2営業日以内発送', display: '5月7日(木)発送' },
    ]);
  });

  it('takes other options', () => {
    const dates = shippingDates(tokyo('2026-09-18 13:00'), holidays2026, [1, 0]);
    expect(dates.map((d) => [d.shippingDate, d.label])).toEqual([
      ['2026-09-24', '翌営業日発送'],
      ['2026-09-18', '当日発送'],
    ]);
  });
});
