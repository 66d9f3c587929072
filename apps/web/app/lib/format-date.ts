// Dates as Japanese customers read them (2026年11月16日), always in Asia/Tokyo whatever the
// phone's own zone. To be replaced by @shop/domain/format once it exports a date formatter.

const japaneseDate = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** Accepts ISO 8601 text or epoch seconds; returns null for anything that is not a date. */
export function formatJapaneseDate(value: string | number): string | null {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : japaneseDate.format(date);
}

/** The machine-readable form for `<time dateTime>`. */
export function toIsoDate(value: string | number): string | undefined {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
