// 掛け払い's screening result (decision 0836) and a member's paid invoice (decision 0848), as the provider sends it and the shop's webhook reads
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

/** A member's monthly invoice was paid at the provider (decision 0848). */
export const invoicePaidNotificationSchema = z.object({
  type: z.literal('invoice_paid'),
  notification_id: screeningNotificationSchema.shape.notification_id,
  application_id: screeningNotificationSchema.shape.application_id,
  /** The invoice's month (YYYY-MM, Asia/Tokyo): the orders billed on it. */
  billing_month: safeString().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  /** What the member paid, integer yen. */
  amount: z.number().int().min(0).max(1_000_000_000),
  /** When the provider received it (ISO 8601). */
  paid_at: z.iso.datetime({ offset: true }),
});
export type InvoicePaidNotification = z.output<typeof invoicePaidNotificationSchema>;

/** Every notification the provider sends: a paid invoice names its type; a screening result does not. */
export const gmokbNotificationSchema = z.union([invoicePaidNotificationSchema, screeningNotificationSchema]);
export type GmokbNotification = z.output<typeof gmokbNotificationSchema>;
