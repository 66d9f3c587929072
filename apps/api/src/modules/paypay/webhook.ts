// POST /api/v2/payments/paypay/notifications: PayPay's signed notification of a payment's change
// (decisions 0824, 0762), on the one signed-notification route shape: 200 for every verified one,
// a replay and a late one included, with what it did; 503 while PayPay cannot be asked (resend).
import { payPayGateway } from '../../payments/paypay-gateway.ts';
import { PAYPAY_NOTIFICATION_PATH, payPayNotificationSchema } from '../../payments/paypay-notification.ts';
import { signedNotificationRoute } from '../../payments/signed-notification-route.ts';
import { payPayMethod } from './method.ts';

export const payPayWebhookRoutes = signedNotificationRoute({
  path: PAYPAY_NOTIFICATION_PATH,
  summary:
    'PayPay: the signed notification of a payment’s change, confirmed by asking PayPay (decision 0762)',
  schemaFile: 'payments/paypay-notification.ts',
  schema: payPayNotificationSchema,
  secret: (config) => config.paypay.notificationSecret,
  method: (app) => payPayMethod(payPayGateway(app)),
});
