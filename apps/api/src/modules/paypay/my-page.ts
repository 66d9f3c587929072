// My page and a PayPay purchase still waiting on PayPay's page (decision 0847): before it shows the
// purchase, or offers 「支払いを続ける」, the shop asks PayPay (its inquiry, `GET /v2/codes/payments/
// {id}`), not its own record: a customer who paid in the app and never came back, and whose
// notification has not arrived, sees the order paid, and the order moves on by the way back's own
// conditional update (confirmPayPay). PayPay not answering leaves what the shop records; nothing fails.
import type { PurchaseRow } from '../orders/queries.ts';
import { confirmPayPay, payPayPaymentOf, type ConfirmContext, type PayPayOutcome } from './confirm.ts';

/** What PayPay says of the purchase, once settled by it; null when it does not wait on PayPay. */
export async function askPayPayFirst(
  context: ConfirmContext,
  purchase: Pick<PurchaseRow, 'purchaseId' | 'paymentMethod' | 'paymentStatus'>,
): Promise<PayPayOutcome | null> {
  if (purchase.paymentMethod !== 'paypay' || purchase.paymentStatus !== 'authorizing') return null;
  const payment = await payPayPaymentOf(context.db, purchase.purchaseId);
  return payment ? confirmPayPay(context, payment) : null;
}
