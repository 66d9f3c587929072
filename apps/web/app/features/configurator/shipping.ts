import {
  dayFromEpochSeconds,
  formatShippingDate,
  shippingDate,
  shippingLabel,
  type CalendarDay,
  type Holiday,
} from '@shop/domain/calendar';

/** A holiday as GET /v2/holidays sends it: the day as epoch seconds (Asia/Tokyo midnight). */
export interface HolidayFromApi {
  day: number;
  description: string;
}

export function holidaysFromApi(holidays: readonly HolidayFromApi[]): Holiday[] {
  return holidays.map((holiday) => ({
    day: dayFromEpochSeconds(holiday.day),
    description: holiday.description,
  }));
}

export interface Shipping {
  /** YYYY-MM-DD in Tokyo: what the item's shippingDate holds. */
  day: CalendarDay;
  /** 11月27日(金)発送 */
  display: string;
  /** 5営業日以内発送 */
  label: string;
}

/**
 * When an order placed `now` ships after `days` business days (the delivery chosen plus the
 * options' additional days). Without the holiday list the date could be wrong, so only the
 * label is known: the date is null until the holidays have loaded.
 */
export function shippingFor(now: Date, days: number, holidays: readonly Holiday[] | null): Shipping | null {
  if (!holidays) return null;
  const day = shippingDate(now, days, holidays);
  return { day, display: formatShippingDate(day), label: shippingLabel(days) };
}
