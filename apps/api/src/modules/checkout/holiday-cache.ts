// The holidays a purchase's shipping dates are counted with, read once per Tokyo day and process
// for a few minutes: they change a few times a year, and every purchase needs them. Like the
// product catalogue, a cache of the database, not state: a staff change shows within the TTL.
import { tokyoDate } from '@shop/domain/calendar';
import type { Database } from '../../db/client.ts';
import { listHolidaysFrom } from '../calendar/queries.ts';

const TIME_TO_LIVE_MS = 5 * 60 * 1000;

export interface HolidayList {
  day: string;
  description: string;
}

export function holidayCache(db: Database): (now: Date) => Promise<HolidayList[]> {
  let cached: { day: string; at: number; holidays: Promise<HolidayList[]> } | undefined;
  return async (now) => {
    const day = tokyoDate(now);
    if (!cached || cached.day !== day || Date.now() - cached.at > TIME_TO_LIVE_MS) {
      const holidays = listHolidaysFrom(db, day).then((rows) =>
        rows.map((row) => ({ day: row.day, description: row.description })),
      );
      cached = { day, at: Date.now(), holidays };
      // A failed read is not kept: the next purchase reads again.
      holidays.catch(() => {
        if (cached?.holidays === holidays) cached = undefined;
      });
    }
    return cached.holidays;
  };
}
