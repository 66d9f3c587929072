// 銀行振込（バーチャル口座） as an implementation of the one payment model (payments/payment-method.ts,
// decisions 0822 and 0825). The provider issues the order's own account before the purchase is
// written (open-account.ts: the opening); start records it with bank transfer's due day; notify is
// the provider's signed deposit notification (verified by the webhook, applied by notify.ts); confirm is
// a verified deposit applied; cancel is bank transfer's expiry (the same deadline, mail, points and
// coupon back); a refund is a transfer staff make, as for bank transfer (the account takes money
// in, it pays nothing out); inquire reads the payment record as bank transfer's does.
import { backOfficeMessages } from '@shop/domain/messages';
import type { PaymentMethod } from '../../payments/payment-method.ts';
import type { DepositNotification } from '../../payments/virtual-account-notification.ts';
import { expireTransfer } from '../bank-transfer/expire.ts';
import { bankPaymentOf, toBankTransfer, type BankTransferDetail } from '../bank-transfer/state.ts';
import { orderRowsOfPurchase } from '../orders/queries.ts';
import { applyDepositNotification, type NotificationOutcome } from './notify.ts';
import type { VirtualAccountOpening } from './open-account.ts';

export const virtualAccountMethod: PaymentMethod<
  DepositNotification,
  NotificationOutcome,
  DepositNotification,
  VirtualAccountOpening
> = {
  id: 'vbank',
  missingSettings: (config) =>
    config.vbank.providerUrl === '' ? ['VBANK_PROVIDER_URL (the virtual-account provider)'] : [],
  start: ({ opening }) => {
    const detail: BankTransferDetail = {
      dueDate: opening.dueDate,
      received: 0,
      transfers: [],
      account: opening.account,
      lastSequence: 0,
    };
    return { purchaseStatus: 'pending', paymentStatus: 'pending', detail: { ...detail } };
  },
  // The purchase is found by the provider's reference the notification carries.
  confirm: (context, _purchaseId, notification) => applyDepositNotification(context, notification),
  // Verified by the webhook (payments/signed-notification-route.ts) before it comes here.
  notify: (context, notification) => applyDepositNotification(context, notification),
  cancel: (context, purchaseId) => expireTransfer(context, purchaseId),
  refund: () => Promise.resolve({ kind: 'manual', message: backOfficeMessages.bankTransferRefund }),
  inquire: async (db, purchaseId) => {
    const payment = await bankPaymentOf(db, purchaseId);
    if (payment?.method !== 'vbank') return null;
    const statuses = (await orderRowsOfPurchase(db, purchaseId)).map((order) => order.status);
    return { method: 'vbank', transfer: toBankTransfer(payment, purchaseId, statuses) };
  },
};
