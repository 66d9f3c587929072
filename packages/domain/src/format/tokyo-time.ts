// Wall-clock time in Asia/Tokyo. Japan has kept UTC+9 without daylight saving since 1951, so a
// fixed offset is exact and needs no time-zone data; the caller passes the instant (the domain
// never reads the clock).

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Sunday first, as Date.getDay() counts. */
export const JAPANESE_WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

export interface TokyoDateTime {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** 0 (Sunday) – 6 (Saturday) */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/** A Date, or epoch seconds as the API sends them (spec point 7: holidays' `day`). */
export type Instant = Date | number;

/** The instant as a Date; a number is epoch seconds. Throws RangeError for an invalid instant. */
export function instantToDate(value: Instant): Date {
  const date = typeof value === 'number' ? new Date(value * 1000) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return date;
}

/** The Tokyo calendar date and time of an instant. */
export function tokyoDateTime(value: Instant): TokyoDateTime {
  const shifted = new Date(instantToDate(value).getTime() + TOKYO_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}
