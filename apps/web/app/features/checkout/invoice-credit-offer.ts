// Whether 請求書払い（掛け払い） can be chosen for this order, and what its row says (decision 0835):
// an approved line shows 「ご利用可能額 ¥…」 and takes an order that fits; without one the row stays,
// disabled, saying why (apply on My page, being screened, declined).
import type { CreditLineAnswer } from '@shop/domain/invoice-credit';
import { invoiceCreditMessages as messages, invoiceCreditTiming } from '@shop/domain/invoice-credit';
import { getCreditLine } from '../../lib/credit-line';

export { getCreditLine };

export interface InvoiceCreditOffer {
  selectable: boolean;
  note: string;
  /** The note is a refusal (red), not information. */
  warning: boolean;
}

/** When 掛け払い is paid, shown under the row once chosen. */
export const timing = invoiceCreditTiming;

/** `answer` undefined while it is asked; `amount` the order's total (null until known). */
export function invoiceCreditOffer(
  answer: CreditLineAnswer | null | undefined,
  amount: number | null,
): InvoiceCreditOffer {
  if (answer === undefined) return { selectable: false, note: '', warning: false };
  const line = answer?.creditLine ?? null;
  if (line === null) return { selectable: false, note: messages.notApproved, warning: false };
  if (line.state === 'screening') return { selectable: false, note: messages.screening, warning: false };
  if (line.state === 'declined') return { selectable: false, note: messages.declined, warning: false };
  if (amount !== null && amount > line.remaining)
    return { selectable: false, note: messages.overLimit(line.remaining), warning: true };
  return { selectable: true, note: messages.available(line.remaining), warning: false };
}
