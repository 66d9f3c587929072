// E-mail proof (decision 0611): not in the spec's table; the signup, My page and the mailed link
// need them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doneAnswerSchema, emailVerifiedAnswerSchema, errorEnvelopeSchema } from '@shop/domain/answers';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import { requestEmailVerification, verifyEmail } from './service.ts';

export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email-verification',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        summary: "Mail a new link that proves the member's address (409 once proved, 429 past 3 an hour)",
        security: bearerSecurity,
        response: {
          200: z.object({ data: doneAnswerSchema }),
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await requestEmailVerification(app.db, app.config, memberOf(request).id, app.now());
      return { data: { message: '' as const } };
    },
  );

  app.post(
    '/email-verification/:token',
    {
      schema: {
        tags: ['members'],
        summary:
          "Follow the mailed link: the address is proved, and the estimates a visitor requested from it become the member's (404 for an unknown, used or expired link)",
        // Any text up to a bound: a malformed token is answered like an unknown one (404), not 400.
        params: z.object({
          token: safeString().check(
            z.minLength(1),
            z.maxLength(200),
            z.describe('The token of the mailed link'),
          ),
        }),
        response: { 200: z.object({ data: emailVerifiedAnswerSchema }), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await verifyEmail(app.db, request.params.token, app.now()) }),
  );
};
