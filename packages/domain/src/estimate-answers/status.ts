// Estimate statuses (the spec's Estimate record has a numeric status and leaves its values open):
// decision 0366. Expiry is not a stored status: it follows from validUntil and today's date.
// Whether an estimate was ordered is decided here once for My page and the back office (decision 0718).
export const ESTIMATE_STATUS = {
  /** お見積り中: the request arrived, the shop has not answered yet. */
  requested: 0,
  /** 回答済み: the shop answered with prices (response.children). */
  answered: 1,
  /** ご注文済み: an answered estimate the customer ordered. */
  ordered: 2,
} as const;

export type EstimateStatus = (typeof ESTIMATE_STATUS)[keyof typeof ESTIMATE_STATUS];

/** True while the estimate can still be ordered or downloaded: no validity date, or not passed (Tokyo). */
export function isValidOn(validUntil: string | null, today: string): boolean {
  return validUntil === null || validUntil >= today;
}

/**
 * Whether the estimate was ordered: its stored status says so (the command line's older writes), or
 * an order that is not cancelled names it in `orders.estimate_data`. The purchase is one statement
 * and leaves the estimate row alone (decision 0525), so the orders are the record of it.
 */
export function isEstimateOrdered(status: number, ordersFromIt: readonly unknown[]): boolean {
  return status === ESTIMATE_STATUS.ordered || ordersFromIt.length > 0;
}

/** What My page and the inbox show for an estimate; `ordered` comes from isEstimateOrdered. */
export function estimateStatusLabel(
  status: number,
  validUntil: string | null,
  today: string,
  ordered = status === ESTIMATE_STATUS.ordered,
): string {
  if (ordered) return 'ご注文済み';
  if (status === ESTIMATE_STATUS.answered) return isValidOn(validUntil, today) ? '回答済み' : '有効期限切れ';
  return 'お見積り中';
}
