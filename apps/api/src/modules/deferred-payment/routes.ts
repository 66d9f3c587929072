// POST /api/v2/payments/gmoab/notifications: the 後払い provider's result of a screening it held
// for review (decisions 0824, 0826), on the one signed-notification route shape: 200 for every
// verified one, a replay and a late one included, with what it did.
import {
  GMOAB_NOTIFICATION_PATH,
  screeningNotificationSchema,
} from '../../payments/deferred-payment-notification.ts';
import { signedNotificationRoute } from '../../payments/signed-notification-route.ts';
import { deferredPaymentMethod } from './method.ts';

export const deferredPaymentRoutes = signedNotificationRoute({
  path: GMOAB_NOTIFICATION_PATH,
  summary:
    '後払い (gmoab): the provider’s signed result of a screening held for review (decisions 0824, 0826)',
  schemaFile: 'payments/deferred-payment-notification.ts',
  schema: screeningNotificationSchema,
  secret: (config) => config.gmoab.notificationSecret,
  method: () => deferredPaymentMethod,
});
