// POST /api/v2/payments/vbank/notifications: the virtual-account provider's deposit notification
// (decisions 0824, 0825), on the one signed-notification route shape: 200 for every verified one,
// a replay and an out-of-order one included, with what it did (applied, recorded for staff, or
// ignored).
import { signedNotificationRoute } from '../../payments/signed-notification-route.ts';
import {
  VBANK_NOTIFICATION_PATH,
  depositNotificationSchema,
} from '../../payments/virtual-account-notification.ts';
import { virtualAccountMethod } from './method.ts';

export const virtualAccountRoutes = signedNotificationRoute({
  path: VBANK_NOTIFICATION_PATH,
  summary:
    'Bank transfer to a virtual account (vbank): the provider’s signed deposit notification (decisions 0824, 0825)',
  schemaFile: 'payments/virtual-account-notification.ts',
  schema: depositNotificationSchema,
  secret: (config) => config.vbank.notificationSecret,
  method: () => virtualAccountMethod,
});
