/**
 * Calendar days as 'YYYY-MM-DD' strings, in Asia/Tokyo. Japan has had no daylight saving time
 * since 1951, so Tokyo is always UTC+09:00 and a fixed offset is exact: no time-zone database needed.
 */
export type CalendarDay = string;

const tokyoOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Tokyo wall-clock fields of an instant, read from a Date shifted by +9 h. */
function tokyoClock(instant: Date): Date {
  if (Number.isNaN(instant.getTime())) throw new RangeError('invalid instant');
  return new Date(instant.getTime() + tokyoOffsetMs);
}

/** The calendar day in Tokyo at this instant. */
export function tokyoDate(instant: Date): CalendarDay {
  return tokyoClock(instant).toISOString().slice(0, 10);
}

/** The hour (0–23) on a Tokyo clock at this instant. */
export function tokyoHour(instant: Date): number {
  return tokyoClock(instant).getUTCHours();
}

/** The day of a holiday given as epoch seconds (GET /v2/holidays of the spec). */
export function dayFromEpochSeconds(seconds: number): CalendarDay {
  return tokyoDate(new Date(seconds * 1000));
}

/** Midnight UTC of the day: a stable number to do day arithmetic on. */
function dayNumber(day: CalendarDay): number {
  const match = dayPattern.exec(day);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`not a calendar day (YYYY-MM-DD): ${day}`);
  }
  return time;
}

export function isCalendarDay(value: string): boolean {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(dayNumber(day) + days * dayMs).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: CalendarDay): number {
  return new Date(dayNumber(day)).getUTCDay();
}

const weekdayNames = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** 2026-11-27 → 11月27日(金) */
export function formatJapaneseDay(day: CalendarDay): string {
  const date = new Date(dayNumber(day));
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日(${weekdayNames[date.getUTCDay()] ?? ''})`;
}

/** The instant of `hour`:00 on a Tokyo clock on `day`. */
export function tokyoInstant(day: CalendarDay, hour: number): Date {
  return new Date(dayNumber(day) + hour * 60 * 60 * 1000 - tokyoOffsetMs);
}
