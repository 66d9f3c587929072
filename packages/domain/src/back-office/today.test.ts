import { describe, expect, it } from 'vitest';
import { holidays2026, tokyo } from '../calendar/holidays-2026.fixture.ts';
import { ORDER_STATUS as S, ORDER_STATUSES } from '../orders/status.ts';
import { isToShipBy, newOrdersSince, workDay } from './today.ts';

describe('Today', () => {
  it('works for today on a business day and for the next one on a closed day', () => {
    expect(workDay(tokyo('2026-11-25 09:00'), holidays2026)).toBe('2026-11-25');
    expect(workDay(tokyo('2026-11-28 10:00'), holidays2026)).toBe('2026-11-30');
    // 勤労感謝の日 (Monday 23 November 2026).
    expect(workDay(tokyo('2026-11-23 10:00'), holidays2026)).toBe('2026-11-24');
  });

  it("counts orders as new from the previous business day's cut-off", () => {
    expect(newOrdersSince(tokyo('2026-11-25 09:00'), holidays2026)).toEqual(tokyo('2026-11-24 14:00'));
    // Tuesday after the holiday Monday: since Friday's cut-off.
    expect(newOrdersSince(tokyo('2026-11-24 09:00'), holidays2026)).toEqual(tokyo('2026-11-20 14:00'));
    expect(newOrdersSince(tokyo('2026-11-28 10:00'), holidays2026)).toEqual(tokyo('2026-11-27 14:00'));
  });

  it('ships today what waits for shipping with a shipping date up to the work day', () => {
    expect(isToShipBy(S.printed, '2026-11-25', '2026-11-25')).toBe(true);
    expect(isToShipBy(S.datachecked, '2026-11-20', '2026-11-25')).toBe(true);
    expect(isToShipBy(S.printed, '2026-11-26', '2026-11-25')).toBe(false);
    expect(isToShipBy(S.printed, null, '2026-11-25')).toBe(false);
    for (const status of ORDER_STATUSES) {
      const waiting = [1, 2, 3, 4, 5, 7, 12].includes(status);
      expect(isToShipBy(status, '2026-11-25', '2026-11-25')).toBe(waiting);
    }
  });
});
