import { formatDate } from '../format/date.ts';

/** When an invoice-credit order is paid (特定商取引法: 支払の時期; the payment step says the same). */
export const invoiceCreditTiming =
  'ご利用月の末日締めで、翌月末日までに請求書の金額をお支払いください（月末締め翌月末払い）。請求書は決済会社から発行されます。ご注文はお支払いを待たずに製作を始めます。';

/** How an approved line is paid, as My page and the approval mail say it. */
export const invoiceCreditPaymentTerms =
  'お支払いは月末締め翌月末払いです。請求書は決済会社からお送りします。';

/** '2026-11' → '2026年11月分'. */
const billingMonthLabel = (billingMonth: string) =>
  `${Number(billingMonth.slice(0, 4))}年${Number(billingMonth.slice(5, 7))}月分`;

const dueDateLabel = (dueDate: string) => formatDate(new Date(`${dueDate}T00:00:00+09:00`));

/** An order's invoice, as My page says it: '2026年11月分のご請求（お支払い期限 2026年12月31日(木)）'. */
export function invoiceCreditBilling(billingMonth: string, dueDate: string): string {
  return `${billingMonthLabel(billingMonth)}のご請求（お支払い期限 ${dueDateLabel(dueDate)}）`;
}

/**
 * What the done page and the order mail tell of a 掛け払い order: on which month's invoice it comes,
 * from whom, and by when it is paid.
 */
export function invoiceCreditOrderNote(billingMonth: string, dueDate: string): string {
  return `ご注文代金は${billingMonthLabel(billingMonth)}のご請求に含め、月末締めの請求書を決済会社からお送りします。お支払い期限は${dueDateLabel(dueDate)}です（月末締め翌月末払い）。`;
}
