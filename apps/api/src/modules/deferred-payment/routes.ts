// POST /api/v2/payments/gmoab/notifications: the 後払い provider's result of a screening it held
// for review (decisions 0824, 0826). As the virtual account's webhook: the body is kept as the bytes
// that came (the signature is over exactly them) and parsed only once verified; 401 without a good
// signature, 400 outside the tolerance window or unreadable, both changing nothing; 200 for every
// verified one, a replay and a late one included (the provider stops resending once answered 2xx).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { errorEnvelopeSchema } from '@shop/domain/answers';
import { GMOAB_NOTIFICATION_PATH } from '../../payments/deferred-payment-notification.ts';
import { SIGNATURE_HEADER } from '../../payments/notification-signer.ts';
import { deferredPaymentMethod } from './method.ts';

const NOTIFICATION_BYTES = 16 * 1024;

export const deferredPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's own JSON parser (encapsulated: every other route keeps Fastify's).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: NOTIFICATION_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    GMOAB_NOTIFICATION_PATH.replace(/^\/api\/v2/, ''),
    {
      schema: {
        tags: ['payments'],
        summary:
          '後払い (gmoab): the provider’s signed result of a screening held for review (decisions 0824, 0826)',
        description: `Signed with \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">\`. 401 without a good signature, 400 outside the 300-second window or unreadable; 200 for every verified one, a replay or a late one included, with what it did.`,
        body: safeString().check(
          z.describe('The notification, JSON (payments/deferred-payment-notification.ts)'),
        ),
        response: {
          200: z.object({ data: z.object({ outcome: z.enum(['applied', 'ignored']) }) }),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const outcome = await deferredPaymentMethod.notify(
        { db: app.db, now: app.now(), publicUrl: app.config.publicUrl, actor: 'system' },
        {
          body: request.body,
          signature: request.headers[SIGNATURE_HEADER],
          secret: app.config.gmoab.notificationSecret,
        },
      );
      return { data: { outcome: outcome === 'applied' ? 'applied' : 'ignored' } };
    },
  );
};
