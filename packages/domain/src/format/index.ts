export { formatDate, formatDateTime, formatMonthDay, formatTime } from './date.ts';
export { formatPostalCode } from './postal-code.ts';
export { formatPurchaseNumber } from './purchase-number.ts';
export {
  JAPANESE_WEEKDAYS,
  instantToDate,
  tokyoDateTime,
  type Instant,
  type TokyoDateTime,
} from './tokyo-time.ts';
export { formatYen, formatYenSuffix } from './yen.ts';
