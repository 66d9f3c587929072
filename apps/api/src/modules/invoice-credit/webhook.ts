// POST /api/v2/payments/gmokb/notifications: the invoice-credit provider's screening result
// or a member's paid invoice (decisions 0824, 0836, 0848), on the one signed-notification route shape: 200 for every verified one,
// a replay and a second result for the same application included, with what it did.
import {
  GMOKB_NOTIFICATION_PATH,
  gmokbNotificationSchema,
} from '../../payments/invoice-credit-notification.ts';
import { signedNotificationRoute } from '../../payments/signed-notification-route.ts';
import { invoiceCreditMethod } from './method.ts';

export const invoiceCreditWebhookRoutes = signedNotificationRoute({
  path: GMOKB_NOTIFICATION_PATH,
  summary:
    '請求書払い（掛け払い） (gmokb): the provider’s signed screening result or paid invoice (decisions 0824, 0836, 0848)',
  schemaFile: 'payments/invoice-credit-notification.ts',
  schema: gmokbNotificationSchema,
  secret: (config) => config.gmokb.notificationSecret,
  method: () => invoiceCreditMethod,
});
