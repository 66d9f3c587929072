// POST /api/v2/payments/gmokb/notifications: the invoice-credit provider's screening result
// (decisions 0824, 0836), on the one signed-notification route shape: 200 for every verified one,
// a replay and a second result for the same application included, with what it did.
import {
  GMOKB_NOTIFICATION_PATH,
  screeningNotificationSchema,
} from '../../payments/invoice-credit-notification.ts';
import { signedNotificationRoute } from '../../payments/signed-notification-route.ts';
import { invoiceCreditMethod } from './method.ts';

export const invoiceCreditWebhookRoutes = signedNotificationRoute({
  path: GMOKB_NOTIFICATION_PATH,
  summary: '請求書払い（掛け払い） (gmokb): the provider’s signed screening result (decisions 0824, 0836)',
  schemaFile: 'payments/invoice-credit-notification.ts',
  schema: screeningNotificationSchema,
  secret: (config) => config.gmokb.notificationSecret,
  method: () => invoiceCreditMethod,
});
