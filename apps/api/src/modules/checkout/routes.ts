// The checkout's calls (spec point 7; issue 6): coupons, purchase, the 3-D Secure return, thanks.
import { couponConditions } from '@shop/domain/promotions';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error.ts';
import { acceptFormBodies } from '../../payments/form-body.ts';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import { publicUrlFor } from '../../plugins/public-url.ts';
import { productCatalogue } from '../catalog/product-cache.ts';
import { checkCoupon, couponRefusal } from './coupons.ts';
import { holidayCache } from './holiday-cache.ts';
import { checkoutApiMessages } from './messages.ts';
// The purchase path, step by step: purchase-service.ts.
import { purchase, returnFromChallenge, startReconciliation, TDS_RETURN_PATH } from './purchase-service.ts';
import {
  couponAnswerSchema,
  couponBodySchema,
  couponParamsSchema,
  failureSchema,
  purchaseAnswerSchema,
  purchaseBodySchema,
  purchaseHeadersSchema,
  tdsReturnBodySchema,
  thanksAnswerSchema,
  thanksParamsSchema,
} from './schemas.ts';
import { thank } from './thanks.ts';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = { catalogue: productCatalogue(app.db), holidays: holidayCache(app.db) };
  startReconciliation(app);

  app.post(
    '/coupons/:code',
    {
      onRequest: requireMember,
      schema: {
        tags: ['checkout'],
        summary: 'Check a coupon code against a cart total (members; decision 0342)',
        description: '422 with 無効なクーポンです and the reason in `errors.code` when it cannot be used.',
        security: bearerSecurity,
        params: couponParamsSchema,
        body: couponBodySchema,
        response: { 200: z.object({ data: couponAnswerSchema }), 422: failureSchema },
      },
    },
    async (request) => {
      const judged = await checkCoupon(app.db, request.params.code, {
        userId: memberOf(request).id,
        cartTotal: request.body.totalAmount,
        now: app.now(),
      });
      if (!judged.ok) throw couponRefusal(judged.reason, 'code');
      return {
        data: { code: judged.code, discount: judged.discount, conditions: couponConditions(judged.coupon) },
      };
    },
  );

  app.post(
    '/purchase',
    {
      onRequest: requireMember,
      schema: {
        tags: ['checkout'],
        summary:
          'Place the order: re-priced, checked and written at once; card charged (decisions 0340–0343)',
        description:
          'Needs an `Idempotency-Key` header: a retry with the same key gets the first answer, with another body 422, while the first still runs 409. `checkout.totalAmount` is required, the total the customer was shown: a different server total answers 409 with both amounts under `errors["checkout.totalAmount"]`, nothing ordered or charged. 402 card refused; 502/503 the card provider failed or did not answer.',
        security: bearerSecurity,
        headers: purchaseHeadersSchema,
        body: purchaseBodySchema,
        response: {
          200: z.object({ data: purchaseAnswerSchema }),
          400: failureSchema,
          402: failureSchema,
          409: failureSchema,
          422: failureSchema,
          502: failureSchema,
          503: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key === undefined) {
        throw badRequest(
          { 'idempotency-key': checkoutApiMessages.idempotencyKeyMissing },
          checkoutApiMessages.idempotencyKeyMissing,
        );
      }
      const member = memberOf(request);
      const publicUrl = publicUrlFor(app.config, request);
      const userAgent = request.headers['user-agent'] ?? '';
      const outcome = await purchase(app, sources, member, key, request.body, publicUrl, userAgent);
      // The status is chosen at run time (and replayed from storage); the schemas above still
      // check and document each body, so the reply is used without its per-status typing here.
      return (reply as FastifyReply).status(outcome.status).send(outcome.body);
    },
  );

  await app.register(async (plain) => {
    // The issuer's page posts a form (PaRes, MD) from the customer's browser: no bearer token.
    acceptFormBodies(plain);
    const tds = plain.withTypeProvider<ZodTypeProvider>();
    tds.post(
      TDS_RETURN_PATH.replace('/api/v2', ''),
      {
        schema: {
          tags: ['checkout'],
          summary: '3-D Secure return (TermUrl): completes the charge, then 303 to the done or error page',
          consumes: ['application/x-www-form-urlencoded'],
          body: tdsReturnBodySchema,
        },
      },
      async (request, reply) => {
        const location = await returnFromChallenge(app, request.body, publicUrlFor(app.config, request));
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      },
    );
  });

  app.get(
    '/thanks/:purchaseId',
    {
      onRequest: requireMember,
      schema: {
        tags: ['checkout'],
        summary: 'Mark the purchase thanked; answers the previous flag and the GA4 purchase parameters',
        security: bearerSecurity,
        params: thanksParamsSchema,
        response: { 200: z.object({ data: thanksAnswerSchema }) },
      },
    },
    async (request) => ({ data: await thank(app.db, memberOf(request).id, request.params.purchaseId) }),
  );
};
