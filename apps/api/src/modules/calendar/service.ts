import { shippingDates, tokyoDate } from '@shop/domain/calendar';
import type { Database } from '../../db/client.ts';
import { listHolidaysFrom } from './queries.ts';

/** Epoch seconds of 00:00 in Asia/Tokyo on a calendar day (Japan keeps +09:00 all year). */
export const tokyoMidnightEpochSeconds = (day: string): number => Date.parse(`${day}T00:00:00+09:00`) / 1000;

/** Holidays from one year back, enough for any date the shop shows. */
export async function listHolidays(db: Database, now: Date) {
  const from = `${Number(tokyoDate(now).slice(0, 4)) - 1}-01-01`;
  const rows = await listHolidaysFrom(db, from);
  return rows.map((row) => ({
    id: row.id,
    day: tokyoMidnightEpochSeconds(row.day),
    description: row.description,
  }));
}

/** For an order placed now: per delivery option, the shipping date and its label. */
export async function listShippingDates(db: Database, now: Date) {
  const rows = await listHolidaysFrom(db, tokyoDate(now));
  return shippingDates(
    now,
    rows.map((row) => ({ day: row.day, description: row.description })),
  );
}
