// POST /api/v2/payments/gmokb/notifications: the invoice-credit provider's screening result
// (decisions 0824, 0836). The body is kept as the bytes that came, since the signature is over
// exactly them; it is parsed only once verified. 401 without a good signature, 400 outside the
// tolerance window or unreadable, both changing nothing; 200 for every verified one, a replay and a
// second result for the same application included (the provider stops resending once answered 2xx).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { errorEnvelopeSchema } from '@shop/domain/answers';
import { SIGNATURE_HEADER } from '../../payments/notification-signer.ts';
import {
  GMOKB_NOTIFICATION_PATH,
  screeningNotificationSchema,
} from '../../payments/invoice-credit-notification.ts';
import { readSignedNotification } from '../../payments/signed-notification.ts';
import { applyScreeningResult } from './notify.ts';

const NOTIFICATION_BYTES = 16 * 1024;

export const invoiceCreditWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's own JSON parser (encapsulated: every other route keeps Fastify's).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: NOTIFICATION_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    GMOKB_NOTIFICATION_PATH.replace(/^\/api\/v2/, ''),
    {
      schema: {
        tags: ['payments'],
        summary:
          '請求書払い（掛け払い） (gmokb): the provider’s signed screening result (decisions 0824, 0836)',
        description: `Signed with \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">\`. 401 without a good signature, 400 outside the 300-second window or unreadable; 200 for every verified one, with what it did.`,
        body: safeString().check(
          z.describe('The notification, JSON (payments/invoice-credit-notification.ts)'),
        ),
        response: {
          200: z.object({ data: z.object({ outcome: z.enum(['applied', 'ignored']) }) }),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const now = app.now();
      const notification = readSignedNotification(
        {
          body: request.body,
          signature: request.headers[SIGNATURE_HEADER],
          secret: app.config.gmokb.notificationSecret,
        },
        now,
        screeningNotificationSchema,
      );
      const outcome = await applyScreeningResult(
        { db: app.db, now, publicUrl: app.config.publicUrl },
        notification,
      );
      return { data: { outcome } };
    },
  );
};
