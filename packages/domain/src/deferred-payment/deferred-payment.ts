// 後払い (gmoab, issue 21 point 4, decision 0826): the rules the provider sets and the shop keeps
// before asking it. The provider screens the buyer when the order is placed, bills the buyer after
// the parcel leaves and guarantees the shop its money; it takes orders up to a limit, from buyers
// in Japan only. The shop bears the provider's fee, so the customer pays nothing more.
import { assertYen } from '../checkout/amounts.ts';
import { UNKNOWN_PREFECTURE_CODE, isPrefectureCode } from '../prefectures/index.ts';

/** The most one order may come to (tax included), as the large 後払い providers set it. */
export const DEFERRED_PAYMENT_LIMIT = 55_000;

/** What the customer pays for 後払い: nothing (decision 0826: the shop bears the provider's fee). */
export const DEFERRED_PAYMENT_FEE = 0;

/** The provider who sends the invoice, as the customer reads it. */
export const DEFERRED_PAYMENT_PROVIDER = 'GMO後払い';

/** 後払い needs something to bill, and no more than the limit. */
export function isDeferredPaymentAvailable(amount: number): boolean {
  assertYen('amount', amount);
  return amount >= 1 && amount <= DEFERRED_PAYMENT_LIMIT;
}

/** The invoice goes by post to the buyer's address: one of Japan's 47 prefectures ('01'–'47'). */
export function isBillableInJapan(prefectureCode: string): boolean {
  return isPrefectureCode(prefectureCode) && prefectureCode !== UNKNOWN_PREFECTURE_CODE;
}

/** The provider's screening: ok (billed after shipping), held for a person's review, or declined. */
export type ScreeningResult = 'ok' | 'held' | 'declined';

/**
 * The result a later notification may still change: only a held screening is decided later, once;
 * an OK or a decline is final (a late or repeated notification changes nothing).
 */
export function screeningMayMove(current: ScreeningResult, next: 'ok' | 'declined'): boolean {
  return current === 'held' && (next === 'ok' || next === 'declined');
}

/** Shipping reports that failed are tried again after a growing wait, at most an hour. */
export const SHIPMENT_REPORT_MAX_WAIT_MS = 60 * 60 * 1000;

/** When a shipping report that failed `attempts` times (1, 2, …) is tried again: 1, 2, 4 … minutes, capped. */
export function nextShipmentReportAt(failedAt: Date, attempts: number): Date {
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new RangeError(`attempts must be 1 or more: ${attempts}`);
  const wait = Math.min(60_000 * 2 ** Math.min(attempts - 1, 20), SHIPMENT_REPORT_MAX_WAIT_MS);
  return new Date(failedAt.getTime() + wait);
}
