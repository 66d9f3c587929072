// 後払い as an implementation of the one payment model (payments/payment-method.ts, decisions 0822
// and 0826). The provider screens the buyer before the purchase is written (screen.ts: the
// opening); start records the result: OK, the orders go on as cash on delivery's do (1, production
// may start, the provider bills the buyer after shipping and guarantees the shop its money), held,
// they wait (10) for the provider's review; notify is the review's signed result (verified here,
// applied by notify.ts); confirm is a verified result applied; cancel declines what is still held
// (the result NG); a refund is the provider's invoice cancelled in its console (the buyer has paid
// the provider, not the shop); inquire reads the payment record.
import { badRequest, HttpError, unauthorized } from '../../lib/http-error.ts';
import {
  screeningNotificationSchema,
  type ScreeningNotification,
} from '../../payments/deferred-payment-notification.ts';
import { verifyNotification } from '../../payments/notification-signer.ts';
import type { PaymentMethod } from '../../payments/payment-method.ts';
import { virtualAccountMessages as signatureMessages } from '../virtual-account/messages.ts';
import { deferredPaymentMessages as messages } from './messages.ts';
import { applyScreeningNotification, type ScreeningOutcome } from './notify.ts';
import type { DeferredPaymentOpening } from './screen.ts';
import { deferredPaymentOf, toDeferredPayment, type DeferredPaymentDetail } from './state.ts';
import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@shop/domain/orders';

/** A notification as it reached the webhook: the raw body, its signature header, the shared secret. */
export interface SignedScreening {
  body: string;
  signature: string | string[] | undefined;
  secret: string;
}

/** The verified notification, or the 401/400 the provider is answered (nothing changes). */
export function readSignedScreening(signed: SignedScreening, now: Date): ScreeningNotification {
  const check = verifyNotification({
    secret: signed.secret,
    body: signed.body,
    header: signed.signature,
    now,
  });
  if (!check.ok) {
    if (check.reason === 'outside-tolerance') throw new HttpError(400, signatureMessages.signatureStale);
    throw unauthorized(
      check.reason === 'missing' ? signatureMessages.signatureMissing : signatureMessages.signatureInvalid,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(signed.body);
  } catch {
    throw badRequest({}, signatureMessages.notificationInvalid);
  }
  const parsed = screeningNotificationSchema.safeParse(json);
  if (!parsed.success) throw badRequest({}, signatureMessages.notificationInvalid);
  return parsed.data;
}

export const deferredPaymentMethod: PaymentMethod<
  ScreeningNotification,
  ScreeningOutcome,
  SignedScreening,
  DeferredPaymentOpening
> = {
  id: 'gmoab',
  missingSettings: (config) =>
    config.gmoab.providerUrl === '' ? ['GMOAB_PROVIDER_URL (the deferred-payment provider)'] : [],
  start: ({ opening }) => {
    const detail: DeferredPaymentDetail = {
      screening: opening.screening,
      transactionId: opening.transactionId,
      reports: {},
    };
    return {
      purchaseStatus: 'pending',
      paymentStatus: 'pending',
      detail: { ...detail },
      // Held for review: production waits for the provider's result.
      ...(opening.screening === 'held' ? { orderStatus: ORDER_STATUS.waitingPurchase } : {}),
    };
  },
  // The purchase is found by the provider's reference the result carries.
  confirm: (context, _purchaseId, notification) => applyScreeningNotification(context, notification),
  notify: async (context, signed) =>
    applyScreeningNotification(context, readSignedScreening(signed, context.now)),
  // Declines a screening still held, as the provider's NG would (the shop withdraws the order).
  cancel: async (context, purchaseId) => {
    const payment = await deferredPaymentOf(context.db, purchaseId);
    const transactionId = (payment?.detail as { transactionId?: unknown } | null)?.transactionId;
    if (!payment?.providerReference || typeof transactionId !== 'string') return false;
    const outcome = await applyScreeningNotification(context, {
      notification_id: `shop-${randomUUID()}`,
      order_number: payment.providerReference,
      transaction_id: transactionId,
      result: 'NG',
      decided_at: context.now.toISOString(),
    });
    return outcome === 'applied';
  },
  refund: () => Promise.resolve({ kind: 'manual', message: messages.refund }),
  inquire: async (db, purchaseId) => {
    const payment = await deferredPaymentOf(db, purchaseId);
    return payment ? { method: 'gmoab', deferred: toDeferredPayment(payment) } : null;
  },
};
