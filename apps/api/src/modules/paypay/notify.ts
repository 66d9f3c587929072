// PayPay's notification of a payment's change (decision 0762), after the webhook verified its
// signature. It is claimed once by its id (a replay, or fifty copies at once, stop there), and only
// then is PayPay asked what became of the payment, server to server, as the customer's way back
// does: the notification's own state is never believed. The answer settles the payment by the same
// conditional updates as the way back, the round and My page, so whichever comes first moves the
// order and the others find it settled. PayPay unreachable: the claim is let go and PayPay is
// answered 503, so its resent copy is applied.
import { HttpError } from '../../lib/http-error.ts';
import { claimNotification, releaseNotificationClaim } from '../../payments/notification-claim.ts';
import type { PayPayNotification } from '../../payments/paypay-notification.ts';
import { payPayPaymentByReference, settleByInquiry, type ConfirmContext } from './confirm.ts';
import { payPayMessages } from './messages.ts';

/** applied: this notification settled the payment; ignored: a replay, settled already, or unknown. */
export type PayPayNotificationOutcome = 'applied' | 'ignored';

export async function applyPayPayNotification(
  context: ConfirmContext,
  notification: PayPayNotification,
): Promise<PayPayNotificationOutcome> {
  const payment = await payPayPaymentByReference(context.db, notification.merchant_order_id);
  const claim = { method: 'paypay', notificationId: notification.notification_id };
  const finish = await claimNotification(context.db, {
    ...claim,
    purchaseId: payment?.purchaseId ?? null,
    body: notification,
    now: context.now,
  });
  if (!finish) return 'ignored';
  // Settled already (by the way back, the round or an earlier notification), or never opened.
  if (payment?.status !== 'challenge' || !payment.providerReference) return finish('ignored');
  const known = await context.gateway.inquire(payment.providerReference);
  if (known.status === 'error') {
    await releaseNotificationClaim(context.db, claim);
    throw new HttpError(503, payPayMessages.notificationUnconfirmed);
  }
  // Released here, the customer may not be looking: they are mailed that nothing was ordered.
  const settled = await settleByInquiry(context, payment, known, { notify: true });
  return finish(settled ? 'applied' : 'ignored');
}
