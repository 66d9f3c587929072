import { tokyoDateTime } from '@shop/domain/format';

const two = (value: number) => String(value).padStart(2, '0');

/** The instant in ISO 8601 with Tokyo's offset: '2026-11-20T10:30:00+09:00'. */
export function tokyoIso(date: Date): string {
  const t = tokyoDateTime(date);
  return `${t.year}-${two(t.month)}-${two(t.day)}T${two(t.hour)}:${two(t.minute)}:${two(t.second)}+09:00`;
}

/** The Tokyo calendar month of an instant as 'YYYYMM', the card expiry's shape. */
export function tokyoYearMonth(date: Date): string {
  const t = tokyoDateTime(date);
  return `${t.year}${two(t.month)}`;
}
