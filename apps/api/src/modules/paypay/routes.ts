// PayPay's way back to the shop and the status the waiting page asks (decision 0785). Both are
// reached by the browser without the member's token (PayPay sends it back by a plain link), so
// both are named by the payment's merchantPaymentId, whose random part makes it unguessable, as
// the 3-D Secure return is by MD. Neither believes anything the browser says: every answer comes
// from asking PayPay server to server; a query on the address is never read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { payPayStatusSchema } from '@shop/domain/answers';
import { notFound } from '../../lib/http-error.ts';
import { payPayGateway } from '../../payments/paypay-gateway.ts';
import { publicUrlFor } from '../../plugins/public-url.ts';
import { donePath, errorPath } from '../checkout/tds-return.ts';
import { failureSchema } from '../checkout/schemas.ts';
import { confirmPayPay, payPayPaymentByReference, type PayPayOutcome } from './confirm.ts';
import { payPayMessages } from './messages.ts';

const referenceParams = z.object({ reference: safeString().check(z.regex(/^[\w-]{1,64}$/)) });

/** The waiting page: PayPay has not told yet, the page asks again a few times. */
export const waitingPath = (reference: string) => `/sp/checkout/paypay/${encodeURIComponent(reference)}`;

function whereNext(outcome: PayPayOutcome, reference: string): string {
  switch (outcome.state) {
    case 'paid':
      return donePath(outcome.purchaseId);
    case 'released':
      return errorPath(outcome.message);
    case 'awaiting':
      return waitingPath(reference);
  }
}

export const payPayRoutes: FastifyPluginAsyncZod = async (app) => {
  const confirm = async (reference: string, publicUrl: string) => {
    const payment = await payPayPaymentByReference(app.db, reference);
    if (!payment) throw notFound(payPayMessages.notFound);
    return confirmPayPay({ db: app.db, gateway: payPayGateway(app), now: app.now(), publicUrl }, payment);
  };

  app.get(
    '/paypay/return/:reference',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "PayPay's way back (redirectUrl): PayPay is asked, then 303 to the done, error or waiting page",
        description: 'The query is never read: a payment is paid only when PayPay says so.',
        params: referenceParams,
        response: { 404: failureSchema },
      },
    },
    async (request, reply) => {
      const reference = request.params.reference;
      const outcome = await confirm(reference, publicUrlFor(app.config, request));
      return reply.header('cache-control', 'no-store').redirect(whereNext(outcome, reference), 303);
    },
  );

  app.get(
    '/paypay/payments/:reference',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Where a PayPay payment stands, PayPay asked again while it waits (the waiting page polls this)',
        params: referenceParams,
        response: { 200: z.object({ data: payPayStatusSchema }), 404: failureSchema },
      },
    },
    async (request, reply) => {
      const outcome = await confirm(request.params.reference, publicUrlFor(app.config, request));
      reply.header('cache-control', 'no-store');
      return {
        data: {
          state: outcome.state,
          purchaseId: outcome.purchaseId,
          message: outcome.state === 'released' ? outcome.message : null,
        },
      };
    },
  );
};
