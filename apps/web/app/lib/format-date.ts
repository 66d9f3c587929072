// Dates as Japanese customers read them, in Asia/Tokyo whatever the phone's own zone: the
// domain's formatter, reached from the API's ISO text or epoch seconds.
import { formatDate } from '@shop/domain/format';

const toDate = (value: string | number): Date =>
  typeof value === 'number' ? new Date(value * 1000) : new Date(value);

/** '2026年11月16日(月)'; null for what is not a date. */
export function formatJapaneseDate(value: string | number): string | null {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? null : formatDate(date);
}

/** The machine-readable form for `<time dateTime>`. */
export function toIsoDate(value: string | number): string | undefined {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
