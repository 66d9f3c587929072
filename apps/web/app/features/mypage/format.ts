// The API sends ISO instants and YYYY-MM-DD days; the domain formats them in Japanese, Tokyo time.
import { formatDate, formatDateTime } from '@shop/domain/format';

/** '2026年11月21日(土)', or '—' for text that is not a date. */
export function dateLabel(value: string | null | undefined): string {
  if (!value) return '—';
  // A bare day is the Tokyo calendar day: read at Tokyo noon so no zone can move it.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+09:00` : value);
  return Number.isNaN(date.getTime()) ? '—' : formatDate(date);
}

/** '2026年11月21日(土) 14:05', or '—'. */
export function dateTimeLabel(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : formatDateTime(date);
}
