// PayPay's notification of a payment's change (decision 0762): shaped like PayPay's transaction
// webhook (which payment, by the shop's merchantPaymentId as `merchant_order_id`, and its new
// state), signed by the one signer (notification-signer.ts) and carrying a notification id, as every
// provider's notification to this shop does. It is a hint only: the shop asks PayPay what became of
// the payment before anything moves, so a forged, repeated or late one changes nothing.
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { PAYPAY_STATUSES } from './paypay-protocol.ts';

/** Where PayPay posts: the shop's webhook (the stand-in posts here in process). */
export const PAYPAY_NOTIFICATION_PATH = '/api/v2/payments/paypay/notifications';

const reference = safeString().check(z.regex(/^[\w-]{1,64}$/));

export const payPayNotificationSchema = z.object({
  /** Unique per notification: a replay carries the same one. */
  notification_id: reference,
  notification_type: z.literal('Transaction'),
  /** The shop's merchantPaymentId. */
  merchant_order_id: reference,
  /** PayPay's own payment id, once paid. */
  order_id: z.nullable(reference),
  state: z.enum(PAYPAY_STATUSES),
  order_amount: z.number().int().min(1).max(100_000_000),
  /** When it was paid (ISO 8601); null in every other state. */
  paid_at: z.iso.datetime({ offset: true }).nullable(),
});
export type PayPayNotification = z.output<typeof payPayNotificationSchema>;
