// How figures and dates read on a document. Amounts reuse the shop's yen format (¥12,345); dates
// are the Tokyo calendar date without the weekday, as Japanese business documents print them.
import { formatYen, tokyoDateTime } from '@shop/domain/format';

/** '2026年11月21日' in Asia/Tokyo. Throws RangeError for an invalid Date. */
export function formatDocumentDate(date: Date): string {
  const { year, month, day } = tokyoDateTime(date);
  return `${year}年${month}月${day}日`;
}

/** '¥12,345' */
export const formatAmount = formatYen;

/** '¥12,345-': the headline amount, closed by a dash so nothing can be written after it. */
export function formatHeadlineAmount(amount: number): string {
  return `${formatYen(amount)}-`;
}

const quantityFormat = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
const unitPriceFormat = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
const fractionalUnitPriceFormat = new Intl.NumberFormat('ja-JP', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '1,000枚' */
export function formatQuantity(quantity: number, unit: string): string {
  return `${quantityFormat.format(quantity)}${unit}`;
}

/**
 * The unit price shown beside a line: its amount divided by its quantity, to two decimals when it
 * does not divide evenly (¥12.35), as print shops quote per-sheet prices. The amount stays the
 * authority; '—' when there is no positive quantity to divide by.
 * Decision: docs/decisions/0301-document-amounts.md.
 */
export function formatUnitPrice(amount: number, quantity: number): string {
  if (!Number.isFinite(quantity) || quantity <= 0 || !Number.isFinite(amount)) return '—';
  const cents = Math.round((Math.abs(amount) * 100) / quantity);
  const sign = amount < 0 && cents > 0 ? '−' : '';
  const format = cents % 100 === 0 ? unitPriceFormat : fractionalUnitPriceFormat;
  return `${sign}¥${format.format(cents / 100)}`;
}
