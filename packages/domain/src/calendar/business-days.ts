import { addDays, weekday, type CalendarDay } from './day.ts';

/** A day the shop is closed besides weekends: national holidays and the shop's own (年末年始…). */
export interface Holiday {
  day: CalendarDay;
  description: string;
}

export type HolidaySet = ReadonlySet<CalendarDay>;

function holidaySet(holidays: readonly Holiday[] | HolidaySet): HolidaySet {
  return holidays instanceof Set
    ? holidays
    : new Set((holidays as readonly Holiday[]).map((holiday) => holiday.day));
}

/** Weekends and the given holidays are not business days (spec point 9). */
export function isBusinessDay(day: CalendarDay, holidays: readonly Holiday[] | HolidaySet): boolean {
  const dayOfWeek = weekday(day);
  return dayOfWeek !== 0 && dayOfWeek !== 6 && !holidaySet(holidays).has(day);
}

/** The first business day after `day`. */
export function nextBusinessDay(day: CalendarDay, holidays: readonly Holiday[] | HolidaySet): CalendarDay {
  return addBusinessDays(day, 1, holidays);
}

/**
 * The n-th business day after `day` (n = 0 gives `day` itself). Counting starts the day after,
 * as printers count production days: "day 1 is the next business day" (MARKET.md).
 */
export function addBusinessDays(
  day: CalendarDay,
  n: number,
  holidays: readonly Holiday[] | HolidaySet,
): CalendarDay {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`business days must be a whole number ≥ 0: ${n}`);
  const closed = holidaySet(holidays);
  let current = day;
  for (let counted = 0; counted < n;) {
    current = addDays(current, 1);
    if (isBusinessDay(current, closed)) counted += 1;
  }
  return current;
}
