// The virtual-account provider's deposit notification (decision 0825), as the stand-in sends it and
// the shop's webhook reads it: JSON, signed by notification-signer.ts. Each carries the account's
// running total and a sequence the provider counts per account, so a newer one says all an older
// one did and the shop can ignore the older when it comes late.
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';

/** Where the provider posts: the shop's webhook (the stand-in posts here in process). */
export const VBANK_NOTIFICATION_PATH = '/api/v2/payments/vbank/notifications';

export const depositNotificationSchema = z.object({
  /** Unique per notification: a replay carries the same one. */
  notification_id: safeString().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  /** The shop's reference the account was issued for. */
  order_number: safeString().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)),
  account_number: safeString().check(z.regex(/^\d{7}$/)),
  /** 1, 2, 3 … per account, in the order the provider saw the deposits. */
  sequence: z.number().int().min(1).max(1_000_000),
  /** This deposit, integer yen. */
  deposit_amount: z.number().int().min(1).max(1_000_000_000),
  /** Everything deposited into the account so far, this one included. */
  total_deposited: z.number().int().min(1).max(1_000_000_000),
  /** When the bank took the deposit (ISO 8601). */
  deposited_at: z.iso.datetime({ offset: true }),
});
export type DepositNotification = z.output<typeof depositNotificationSchema>;
