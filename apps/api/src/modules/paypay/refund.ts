// A paid PayPay payment refunded through PayPay (decision 0764), when staff cancel the order: PayPay's
// `POST /v2/refunds` with PayPay's payment id and the amount, named by a merchantRefundId fixed by
// the payment (one staff cancellation refunds a payment once), so a doubled or repeated request
// is the same refund at PayPay and gives nothing back twice. A refusal or no answer is a 409 with a
// message for staff, and the cancellation waits at 90 for them to try again.
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/http-error.ts';
import type { PayPayGateway } from '../../payments/paypay-gateway.ts';
import { payPayPaymentOf } from './confirm.ts';
import { payPayMessages } from './messages.ts';

export async function refundPayPay(
  context: { db: Database; gateway: PayPayGateway; now: Date },
  purchaseId: string,
  amount: number,
): Promise<void> {
  const payment = await payPayPaymentOf(context.db, purchaseId);
  const paymentId = (payment?.detail as { transactionId?: unknown } | null)?.transactionId;
  if (payment?.status !== 'paid' || !payment.providerReference || typeof paymentId !== 'string')
    throw conflict(payPayMessages.notPaid);
  const result = await context.gateway.refund({
    merchantRefundId: `${payment.providerReference}-R`,
    paymentId,
    amount,
    now: context.now,
  });
  if (result.status !== 'refunded') throw conflict(payPayMessages.refundFailed);
}
