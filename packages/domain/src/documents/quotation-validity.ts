// How long a 御見積書 holds (issue 24 point 7, decision 0712): 30 days, printed as the last day so
// nobody has to count, and said plainly what the date promises.

export const QUOTATION_VALID_DAYS = 30;

const DAY_MS = 86_400_000;

/** The last day the quotation holds: the issue instant plus `days` days (printed as a Tokyo date). */
export function quotationValidUntil(issueDate: Date, days: number = QUOTATION_VALID_DAYS): Date {
  return new Date(issueDate.getTime() + days * DAY_MS);
}

/**
 * What the expiry promises. The cart prices an order with the price table of the day it is placed,
 * and the shop announces a price rise at least 30 days before it applies (terms, decision 0712),
 * so an order placed by the expiry date pays no more than the quotation says.
 */
export const quotationPriceNote =
  'ご注文時の金額は、その時点の価格表で計算いたします。価格を改定する場合は30日前までに当サイトでお知らせしますので、有効期限までのご注文で本御見積書の金額を上回ることはございません。';
