// POST /api/v2/payments/vbank/notifications: the virtual-account provider's deposit notification
// (decisions 0824, 0825). Its body is kept as the bytes that came, since the signature is over
// exactly them; it is parsed only once verified. 401 without a good signature, 400 outside the
// tolerance window or unreadable, both changing nothing; 200 for every verified notification, a
// replay and an out-of-order one included (the provider stops resending once answered 2xx).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { errorEnvelopeSchema } from '@shop/domain/answers';
import { SIGNATURE_HEADER } from '../../payments/notification-signer.ts';
import { VBANK_NOTIFICATION_PATH } from '../../payments/virtual-account-notification.ts';
import { virtualAccountMethod } from './method.ts';

const NOTIFICATION_BYTES = 16 * 1024;

export const virtualAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's own JSON parser (encapsulated: every other route keeps Fastify's).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: NOTIFICATION_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    VBANK_NOTIFICATION_PATH.replace(/^\/api\/v2/, ''),
    {
      schema: {
        tags: ['payments'],
        summary:
          'Bank transfer to a virtual account (vbank): the provider’s signed deposit notification (decisions 0824, 0825)',
        description: `Signed with \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">\`. 401 without a good signature, 400 outside the 300-second window or unreadable; 200 for every verified one, a replay or an older one included, with what it did.`,
        body: safeString().check(
          z.describe('The notification, JSON (payments/virtual-account-notification.ts)'),
        ),
        response: {
          200: z.object({ data: z.object({ outcome: z.enum(['applied', 'recorded', 'ignored']) }) }),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const outcome = await virtualAccountMethod.notify(
        { db: app.db, now: app.now(), publicUrl: app.config.publicUrl, actor: 'system' },
        {
          body: request.body,
          signature: request.headers[SIGNATURE_HEADER],
          secret: app.config.vbank.notificationSecret,
        },
      );
      // 'unsupported' is bank transfer's answer; this method always has notifications.
      return { data: { outcome: outcome === 'unsupported' ? 'ignored' : outcome } };
    },
  );
};
