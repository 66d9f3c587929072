// 後払い as an implementation of the one payment model (payments/payment-method.ts, decisions 0822
// and 0826). The provider screens the buyer before the purchase is written (screen.ts: the
// opening); start records the result: OK, the orders go on as cash on delivery's do (1, production
// may start, the provider bills the buyer after shipping and guarantees the shop its money), held,
// they wait (10) for the provider's review; notify is the review's signed result (verified by the
// webhook, applied by notify.ts); confirm is a verified result applied; cancel declines what is
// still held (the result NG); a refund is the provider's invoice cancelled in its console (the buyer
// has paid the provider, not the shop); inquire reads the payment record.
import type { ScreeningNotification } from '../../payments/deferred-payment-notification.ts';
import type { PaymentMethod } from '../../payments/payment-method.ts';
import { deferredPaymentMessages as messages } from './messages.ts';
import { applyScreeningNotification, type ScreeningOutcome } from './notify.ts';
import type { DeferredPaymentOpening } from './screen.ts';
import { deferredPaymentOf, toDeferredPayment, type DeferredPaymentDetail } from './state.ts';
import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@shop/domain/orders';

export const deferredPaymentMethod: PaymentMethod<
  ScreeningNotification,
  ScreeningOutcome,
  ScreeningNotification,
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
  // Verified by the webhook (payments/signed-notification-route.ts) before it comes here.
  notify: (context, notification) => applyScreeningNotification(context, notification),
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
