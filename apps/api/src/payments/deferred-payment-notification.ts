// The 後払い provider's screening result (decision 0826), for an order it held for review: JSON,
// signed by notification-signer.ts, sent once a person at the provider decided. As the shop's
// webhook reads it and the stand-in sends it.
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';

/** Where the provider posts: the shop's webhook (the stand-in posts here in process). */
export const GMOAB_NOTIFICATION_PATH = '/api/v2/payments/gmoab/notifications';

export const screeningNotificationSchema = z.object({
  /** Unique per notification: a replay carries the same one. */
  notification_id: safeString().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  /** The shop's reference the screening was asked for. */
  order_number: safeString().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  transaction_id: safeString().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  /** The review's result: OK (the provider will bill the buyer) or NG (declined). */
  result: z.enum(['OK', 'NG']),
  /** When the provider decided (ISO 8601). */
  decided_at: z.iso.datetime({ offset: true }),
});
export type ScreeningNotification = z.output<typeof screeningNotificationSchema>;
