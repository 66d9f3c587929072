// The one shape of a provider's signed-notification webhook (decision 0824), whichever method: the
// virtual account's deposits, 後払い's and 掛け払い's screening results, PayPay's payment changes.
// The body is kept as the bytes that came, since the signature is over exactly them (this plugin's
// own JSON parser, encapsulated: every other route keeps Fastify's); it is verified by the one
// signer and read by the method's schema (signed-notification.ts), then handed to the method's
// notify. 401 without a good signature, 400 outside the tolerance window or unreadable, both
// changing nothing; 200 for every verified one, a replay and a late one included, with what it did
// (the provider stops resending once answered 2xx).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@shop/domain/answers';
import { safeString } from '@shop/domain/validation';
import type { Config } from '../config.ts';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS } from './notification-signer.ts';
import type { PaymentMethod } from './payment-method.ts';
import { readSignedNotification } from './signed-notification.ts';

/** A notification is a few hundred bytes; anything far larger is not one. */
const NOTIFICATION_BYTES = 16 * 1024;

/** What the provider is answered: 'unsupported' (a method without notifications) reads as ignored. */
const OUTCOMES = ['applied', 'recorded', 'ignored'] as const;

export interface SignedNotificationRoute<Notification> {
  /** The full address the provider posts to (`/api/v2/payments/…`); the plugin sits under /api/v2. */
  path: string;
  /** The OpenAPI summary: which method, which notification, which decisions. */
  summary: string;
  /** Where the schema lives, for the reader of the OpenAPI document. */
  schemaFile: string;
  schema: z.ZodType<Notification>;
  /** The secret the shop shares with this method's provider. */
  secret: (config: Config) => string;
  /** The method whose notify applies the verified notification (built per app where it needs its gateway). */
  method: (app: FastifyInstance) => Pick<PaymentMethod<unknown, unknown, Notification, unknown>, 'notify'>;
}

/** A plugin registering one method's signed-notification route; register it under /api/v2. */
export function signedNotificationRoute<Notification>(
  route: SignedNotificationRoute<Notification>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: NOTIFICATION_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(
      route.path.replace(/^\/api\/v2/, ''),
      {
        schema: {
          tags: ['payments'],
          summary: route.summary,
          description: `Signed with \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">\`. 401 without a good signature, 400 outside the ${SIGNATURE_TOLERANCE_SECONDS}-second window or unreadable; 200 for every verified one, a replay or a late one included, with what it did.`,
          body: safeString().check(z.describe(`The notification, JSON (${route.schemaFile})`)),
          response: {
            200: z.object({ data: z.object({ outcome: z.enum(OUTCOMES) }) }),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            // The method could not confirm it with its provider now: the provider resends.
            503: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const now = app.now();
        const notification = readSignedNotification(
          {
            body: request.body,
            signature: request.headers[SIGNATURE_HEADER],
            secret: route.secret(app.config),
          },
          now,
          route.schema,
        );
        // Asked per notification: a method's gateway may be swapped while the app runs (tests).
        const outcome = await route
          .method(app)
          .notify({ db: app.db, now, publicUrl: app.config.publicUrl, actor: 'system' }, notification);
        return { data: { outcome: outcome === 'unsupported' ? 'ignored' : outcome } };
      },
    );
  };
}
