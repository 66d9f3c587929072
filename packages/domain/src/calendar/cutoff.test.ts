import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCutoffCountdown, nextOrderCutoff } from './cutoff.ts';
import { holidays2026, tokyo } from './holidays-2026.fixture.ts';
import { orderAcceptedDay, shippingDate } from './shipping.ts';

const countdown = (at: string, days: number) => {
  const now = tokyo(at);
  return formatCutoffCountdown(
    now,
    nextOrderCutoff(now, holidays2026),
    shippingDate(now, days, holidays2026),
  );
};

describe('the countdown to the order cut-off', () => {
  it.each([
    ['2026-11-26 11:45', 5, 'あと2時間15分以内のご注文で12月3日(木)発送', 'a Thursday morning'],
    ['2026-11-26 13:59', 5, 'あと1分以内のご注文で12月3日(木)発送', 'the last minute'],
    ['2026-11-26 13:00', 2, 'あと1時間以内のご注文で11月30日(月)発送', 'a whole hour'],
    ['2026-11-26 14:00', 5, 'あと24時間以内のご注文で12月4日(金)発送', 'at the cut-off it rolls to Friday'],
    ['2026-11-27 14:30', 5, '11月30日(月)14時までのご注文で12月7日(月)発送', 'Friday afternoon: Monday'],
    ['2026-11-20 15:00', 2, '11月24日(火)14時までのご注文で11月26日(木)発送', 'across 勤労感謝の日'],
    ['2026-12-28 14:00', 2, '1月4日(月)14時までのご注文で1月6日(水)発送', '年末年始'],
  ])('at %s for %i days: %s (%s)', (at, days, expected) => {
    expect(countdown(at, days)).toBe(expected);
  });

  it('names the latest day for a cart of several items', () => {
    const now = tokyo('2026-11-26 11:45');
    const cutoff = nextOrderCutoff(now, holidays2026);
    expect(formatCutoffCountdown(now, cutoff, '2026-12-03', { severalItems: true })).toBe(
      'あと2時間15分以内のご注文で12月3日(木)までに全商品を発送',
    );
  });

  const instants = fc
    .date({
      min: new Date('2026-01-01T00:00:00+09:00'),
      max: new Date('2026-12-31T00:00:00+09:00'),
      noInvalidDate: true,
    })
    .map((date) => new Date(Math.floor(date.getTime() / 1000) * 1000));

  it('an order just before the deadline is accepted on the counted-down day, one at it rolls on', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const { acceptedDay, deadline } = nextOrderCutoff(now, holidays2026);
        expect(deadline.getTime()).toBeGreaterThan(now.getTime());
        expect(orderAcceptedDay(new Date(deadline.getTime() - 1), holidays2026)).toBe(acceptedDay);
        expect(orderAcceptedDay(deadline, holidays2026) > acceptedDay).toBe(true);
      }),
    );
  });

  it('every instant up to the deadline counts down to the same deadline', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 0, max: 4 * 24 * 60 }), (now, minutesLater) => {
        const cutoff = nextOrderCutoff(now, holidays2026);
        const later = new Date(now.getTime() + minutesLater * 60_000);
        if (later >= cutoff.deadline) return;
        expect(nextOrderCutoff(later, holidays2026)).toEqual(cutoff);
      }),
    );
  });
});
