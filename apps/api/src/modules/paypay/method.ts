// PayPay as an implementation of the one payment model (payments/payment-method.ts, decisions 0822
// and 0785). The payment is opened at PayPay after the purchase's write, confirmed only by asking
// PayPay, told of PayPay's signed notifications (decision 0762: hints, PayPay is asked again, so a
// forged or repeated one changes nothing), cancelled when its window passes, and refunded through
// PayPay's refund call (decision 0764).
import type { PaymentMethod, PaymentContext, PaymentState } from '../../payments/payment-method.ts';
import type { PayPayGateway } from '../../payments/paypay-gateway.ts';
import type { PayPayNotification } from '../../payments/paypay-notification.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { PAYPAY_WINDOW_MS } from '../checkout/reconcile.ts';
import {
  confirmPayPay,
  payPayPaymentOf,
  recordedOutcome,
  withdrawPayPay,
  type PayPayOutcome,
} from './confirm.ts';
import { payPayMessages } from './messages.ts';
import { applyPayPayNotification } from './notify.ts';
import { refundPayPay } from './refund.ts';
import { startPayPay } from './start.ts';

export function payPayMethod(gateway: PayPayGateway): PaymentMethod<void, PayPayOutcome, PayPayNotification> {
  const confirmContext = (context: PaymentContext) => ({
    db: context.db,
    gateway,
    now: context.now,
    publicUrl: context.publicUrl,
  });
  return {
    id: 'paypay',
    missingSettings: (config) =>
      Object.entries({
        PAYPAY_PROVIDER_URL: config.paypay.providerUrl,
        PAYPAY_API_KEY: config.paypay.apiKey,
        PAYPAY_MERCHANT_ID: config.paypay.merchantId,
      })
        .filter(([, value]) => value === '')
        .map(([name]) => name),
    start: startPayPay,
    confirm: async (context, purchaseId) => {
      const payment = await payPayPaymentOf(context.db, purchaseId);
      if (!payment) throw notFound(payPayMessages.notFound);
      return confirmPayPay(confirmContext(context), payment);
    },
    // Verified by the webhook (webhook.ts) before it comes here.
    notify: (context, notification) => applyPayPayNotification(confirmContext(context), notification),
    cancel: async (context, purchaseId) => {
      const payment = await payPayPaymentOf(context.db, purchaseId);
      if (!payment || (payment.status !== 'challenge' && payment.status !== 'pending')) return false;
      return (await withdrawPayPay(confirmContext(context), payment, 'expired')) === 'released';
    },
    refund: async (context, purchaseId, amount) => {
      await refundPayPay({ db: context.db, gateway, now: context.now }, purchaseId, amount);
      return { kind: 'refunded' };
    },
    inquire: (db, purchaseId) => payPayState(db, purchaseId),
  };
}

/** The state every reader shows, from the payment record alone (no call to PayPay). */
export async function payPayState(db: Database | Transaction, purchaseId: string): Promise<PaymentState> {
  const payment = await payPayPaymentOf(db, purchaseId);
  if (!payment) return null;
  if (payment.status === 'pending') return { method: 'paypay', state: 'opening', closesAt: null };
  const recorded = recordedOutcome(payment);
  return {
    method: 'paypay',
    state: recorded.state,
    closesAt:
      recorded.state === 'awaiting'
        ? new Date(payment.updatedAt.getTime() + PAYPAY_WINDOW_MS).toISOString()
        : null,
  };
}
