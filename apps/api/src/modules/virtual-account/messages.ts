// What the virtual account's routes answer: the provider's webhook (a machine reads the status, a
// person reads the log) and the checkout when no account could be issued.
import { notificationMessages } from '../../payments/signed-notification.ts';

export const virtualAccountMessages = {
  ...notificationMessages,
  accountUnavailable:
    'お振込み口座を発行できませんでした。お手数ですが、時間をおいて再度お試しいただくか、別のお支払い方法をお選びください',
} as const;
