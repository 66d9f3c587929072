// Dates as Japanese customers read them, always in Asia/Tokyo whatever the device's zone.
import { JAPANESE_WEEKDAYS, tokyoDateTime, type Instant } from './tokyo-time.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** '2026年11月21日(土)' */
export function formatDate(value: Instant): string {
  const { year, month, day, weekday } = tokyoDateTime(value);
  return `${year}年${month}月${day}日(${JAPANESE_WEEKDAYS[weekday] ?? ''})`;
}

/** '11月21日(土)': shipping dates in the configurator and cart, where the year is obvious. */
export function formatMonthDay(value: Instant): string {
  const { month, day, weekday } = tokyoDateTime(value);
  return `${month}月${day}日(${JAPANESE_WEEKDAYS[weekday] ?? ''})`;
}

/** '14:05': a time on a day the sentence already names. */
export function formatTime(value: Instant): string {
  const { hour, minute } = tokyoDateTime(value);
  return `${two(hour)}:${two(minute)}`;
}

/** '2026年11月21日(土) 14:05': the weekday as every date the customer reads has it. */
export function formatDateTime(value: Instant): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}
