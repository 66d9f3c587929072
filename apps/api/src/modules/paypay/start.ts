// A PayPay purchase from its write to PayPay's page (decision 0785). The purchase is written like a
// card's: 'authorizing', its orders awaiting payment (10), the points and coupon taken, the
// payment 'pending' with its merchantPaymentId. After the commit, with nothing locked, the payment
// is opened at PayPay; the answer sends the customer to PayPay's page, and the payment waits there
// ('challenge', as a card's 3-D Secure does) for at most PAYPAY_WINDOW_MS.
import type { FastifyInstance } from 'fastify';
import { payPayGateway } from '../../payments/paypay-gateway.ts';
import type { PaymentStart } from '../../payments/payment-method.ts';
import { failureAnswer, type Outcome } from '../checkout/answers.ts';
import { storedAnswerOf } from '../checkout/idempotency.ts';
import { checkoutApiMessages } from '../checkout/messages.ts';
import { PAYPAY_WINDOW_MS } from '../checkout/reconcile.ts';
import { releasePurchase, saveChallenge, type Expected } from '../checkout/settle.ts';
import type { PayPayOpening } from '../checkout/write-purchase.ts';
import { payPayMessages } from './messages.ts';

/** Where PayPay sends the browser back: `/api/v2/paypay/return/{merchantPaymentId}`. */
export const PAYPAY_RETURN_PATH = '/api/v2/paypay/return';

/** The purchase's and the payment's first state: waiting like a card charge in flight. */
export function startPayPay(_input: { purchaseId: string; amount: number; now: Date }): PaymentStart {
  return { purchaseStatus: 'authorizing', paymentStatus: 'pending', detail: null };
}

/** Opens the payment at PayPay; answers what the customer's purchase request receives. */
export async function openPayPayPayment(
  app: FastifyInstance,
  opening: PayPayOpening,
  browser: { userAgent: string; publicUrl: string },
): Promise<Outcome> {
  const now = app.now();
  const gateway = payPayGateway(app);
  const expect: Expected = { paymentId: opening.paymentId, status: 'pending' };
  const created = await gateway.createPayment({
    merchantPaymentId: opening.merchantPaymentId,
    amount: opening.amount,
    redirectUrl: `${browser.publicUrl}${PAYPAY_RETURN_PATH}/${opening.merchantPaymentId}`,
    userAgent: browser.userAgent,
    expiresAt: new Date(now.getTime() + PAYPAY_WINDOW_MS),
    now,
  });
  if (created.status === 'created') {
    const outcome = await saveChallenge(app.db, {
      expect,
      challenge: { redirect: created.paymentUrl },
      now: app.now(),
    });
    return outcome ?? (await settledMeanwhile(app, opening.purchaseId));
  }
  if (created.status === 'error') {
    // Perhaps opened, its answer lost: PayPay cannot give the page's address again, so the payment
    // is cancelled there and the purchase released; if even that cannot be told, the
    // reconciliation asks once the request is surely over (as for a card, decision 0340).
    app.log.warn(
      { merchantPaymentId: opening.merchantPaymentId, detail: created.detail },
      'PayPay open unclear',
    );
    const cancelled = await gateway.cancel(opening.merchantPaymentId);
    if (cancelled.status !== 'cancelled' && cancelled.status !== 'notFound')
      return failureAnswer(503, payPayMessages.startFailed);
  }
  const code = created.status === 'refused' ? created.code : 'PAYPAY_UNREACHABLE';
  const released = await releasePurchase(app.db, {
    expect,
    failure: { status: 502, message: payPayMessages.startFailed, code },
    now: app.now(),
  });
  return released ?? (await settledMeanwhile(app, opening.purchaseId));
}

async function settledMeanwhile(app: FastifyInstance, purchaseId: string): Promise<Outcome> {
  return (
    (await storedAnswerOf(app.db, purchaseId)) ?? failureAnswer(409, checkoutApiMessages.purchaseInProgress)
  );
}
