// 掛け払い's routes for the member (issue 21 point 5, decision 0835): the credit line as My page and
// checkout read it, and the one application. Both are the member's own: the line is found by the
// session's member, never by a number in the address.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@shop/domain/answers';
import { creditApplicationSchema, creditLineAnswerSchema } from '@shop/domain/invoice-credit';
import { invoiceCreditGatewayFor } from '../../payments/invoice-credit-gateway.ts';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import { applyForCredit } from './apply.ts';
import { readCreditLine } from './state.ts';

const answer = z.object({ data: creditLineAnswerSchema });

export const invoiceCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/credit-line',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        summary:
          '請求書払い（掛け払い）: the member’s credit line (state, limit, used, remaining) and whether they may apply',
        security: bearerSecurity,
        response: { 200: answer },
      },
    },
    async (request) => ({ data: await readCreditLine(app.db, memberOf(request).id, app.now()) }),
  );

  app.post(
    '/credit-line/application',
    {
      onRequest: requireMember,
      schema: {
        tags: ['members'],
        summary:
          '請求書払い（掛け払い）: apply once for a credit line; the provider screens it and its result is mailed (409 while one is screened or approved, or too soon after a decline; 503 when the provider cannot take it)',
        security: bearerSecurity,
        body: creditApplicationSchema,
        response: { 200: answer, 409: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await applyForCredit(
        { db: app.db, now: app.now(), gateway: invoiceCreditGatewayFor(app), log: app.log },
        memberOf(request).id,
        request.body,
      ),
    }),
  );
};
