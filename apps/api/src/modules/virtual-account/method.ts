// 銀行振込（バーチャル口座） as an implementation of the one payment model (payments/payment-method.ts,
// decisions 0822 and 0825). The provider issues the order's own account before the purchase is
// written (open-account.ts: the opening); start records it with bank transfer's due day; notify is
// the provider's signed deposit notification (verified here, applied by notify.ts); confirm is
// a verified deposit applied; cancel is bank transfer's expiry (the same deadline, mail, points and
// coupon back); a refund is a transfer staff make, as for bank transfer (the account takes money
// in, it pays nothing out); inquire reads the payment record as bank transfer's does.
import { backOfficeMessages } from '@shop/domain/messages';
import { readSignedNotification, type SignedNotification } from '../../payments/signed-notification.ts';
import type { PaymentMethod } from '../../payments/payment-method.ts';
import {
  depositNotificationSchema,
  type DepositNotification,
} from '../../payments/virtual-account-notification.ts';
import { expireTransfer } from '../bank-transfer/expire.ts';
import { bankPaymentOf, toBankTransfer, type BankTransferDetail } from '../bank-transfer/state.ts';
import { orderRowsOfPurchase } from '../orders/queries.ts';
import { applyDepositNotification, type NotificationOutcome } from './notify.ts';
import type { VirtualAccountOpening } from './open-account.ts';

export type { SignedNotification };

/** The verified deposit notification, or the 401/400 the provider is answered (nothing changes). */
export function readDepositNotification(signed: SignedNotification, now: Date): DepositNotification {
  return readSignedNotification(signed, now, depositNotificationSchema);
}

export const virtualAccountMethod: PaymentMethod<
  DepositNotification,
  NotificationOutcome,
  SignedNotification,
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
  notify: async (context, signed) => {
    const notification = readDepositNotification(signed, context.now);
    return applyDepositNotification(context, notification);
  },
  cancel: (context, purchaseId) => expireTransfer(context, purchaseId),
  refund: () => Promise.resolve({ kind: 'manual', message: backOfficeMessages.bankTransferRefund }),
  inquire: async (db, purchaseId) => {
    const payment = await bankPaymentOf(db, purchaseId);
    if (payment?.method !== 'vbank') return null;
    const statuses = (await orderRowsOfPurchase(db, purchaseId)).map((order) => order.status);
    return { method: 'vbank', transfer: toBankTransfer(payment, purchaseId, statuses) };
  },
};
