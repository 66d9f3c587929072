// 掛け払い's screening result (decision 0836), as the provider sends it and the shop's webhook reads
// it: JSON, signed by notification-signer.ts. It names the application by the shop's unguessable
// reference; a replay carries the same notification id.
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';

/** Where the provider posts: the shop's webhook (the stand-in posts here in process). */
export const GMOKB_NOTIFICATION_PATH = '/api/v2/payments/gmokb/notifications';

export const screeningNotificationSchema = z.object({
  notification_id: safeString().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  /** The shop's reference the application was sent with. */
  application_id: safeString().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  result: z.enum(['approved', 'declined']),
  /** The monthly limit granted, integer yen; 0 when declined. */
  credit_limit: z.number().int().min(0).max(100_000_000),
  /** When the provider decided (ISO 8601). */
  decided_at: z.iso.datetime({ offset: true }),
});
export type ScreeningNotification = z.output<typeof screeningNotificationSchema>;
