// My page's order calls (spec point 7): purchases, active and delivered orders, cancel, shipment
// change, and the member's point movements. Every call needs a member; another member's purchase
// is 404 (decision 0360).
import { orderAnswerMessages } from '@shop/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import { cancelPurchase } from './cancel.ts';
import { payPayGateway } from '../../payments/paypay-gateway.ts';
import {
  cancelAnswerSchema,
  orderSchema,
  pointsAnswerSchema,
  purchaseDetailParams,
  purchaseIdParams,
  purchaseListQuery,
  purchaseSchema,
  resumableChallengeSchema,
  shipmentBodySchema,
  shipmentChangeAnswerSchema,
} from './schemas.ts';
import {
  getPurchase,
  listActiveOrders,
  listDeliveredOrders,
  listPointMovements,
  listPurchases,
} from './service.ts';
import { changeShipment } from './shipment.ts';
import { myPageMessages } from './messages.ts';
import { resumeChallenge } from './resume-challenge.ts';
import { configFor } from '../../plugins/public-url.ts';
import { sendProviderReportsOf } from '../deferred-payment/provider-reports.ts';

const common = { tags: ['my page'], security: bearerSecurity };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // 401 before anything else is read.
  app.addHook('onRequest', requireMember);
  const payPayContext = (request: Parameters<typeof configFor>[1]) => ({
    gateway: payPayGateway(app),
    now: app.now(),
    publicUrl: configFor(app, request).publicUrl,
  });

  app.get(
    '/purchases',
    {
      schema: {
        ...common,
        summary: "The member's purchases with their orders, newest first",
        querystring: purchaseListQuery,
        response: {
          200: z.object({
            data: z.array(purchaseSchema),
            meta: z.object({ total: z.number().int(), page: z.number().int(), perPage: z.number().int() }),
          }),
        },
      },
    },
    async (request) => listPurchases(app.db, memberOf(request).id, request.query),
  );

  app.get(
    '/purchases/:id',
    {
      schema: {
        ...common,
        summary: 'One purchase with its orders (404 when it is not the member’s)',
        params: purchaseDetailParams,
        response: { 200: z.object({ data: purchaseSchema }) },
      },
    },
    // PayPay is asked first about a purchase still waiting on its page (decision 0847).
    async (request) => ({
      data: await getPurchase(app.db, memberOf(request).id, request.params.id, payPayContext(request)),
    }),
  );

  app.get(
    '/purchases/:id/challenge',
    {
      schema: {
        ...common,
        summary:
          'The open 3-D Secure challenge of a card purchase, to post to the issuer again, or PayPay’s page once PayPay says it is still unpaid (409 once answered, paid or past 30 minutes)',
        params: purchaseDetailParams,
        response: { 200: z.object({ data: resumableChallengeSchema }) },
      },
    },
    async (request) => ({
      data: await resumeChallenge(app.db, memberOf(request).id, request.params.id, payPayContext(request)),
    }),
  );

  app.get(
    '/active-orders',
    {
      schema: {
        ...common,
        summary: 'Orders on their way: not delivered and not finally cancelled, newest first',
        response: { 200: z.object({ data: z.array(orderSchema) }) },
      },
    },
    async (request) => ({ data: await listActiveOrders(app.db, memberOf(request).id) }),
  );

  app.get(
    '/delivered-orders',
    {
      schema: {
        ...common,
        summary: 'Delivered orders, newest first',
        response: { 200: z.object({ data: z.array(orderSchema) }) },
      },
    },
    async (request) => ({ data: await listDeliveredOrders(app.db, memberOf(request).id) }),
  );

  app.put(
    '/cancel/:purchaseId',
    {
      schema: {
        ...common,
        summary: 'Cancel a purchase until printing starts (409 with the reason otherwise)',
        params: purchaseIdParams,
        response: {
          200: z.object({ data: cancelAnswerSchema }),
        },
      },
    },
    async (request) => {
      const { id } = memberOf(request);
      const outcome = await cancelPurchase(
        app.db,
        configFor(app, request),
        id,
        request.params.purchaseId,
        app.now(),
        payPayGateway(app),
      );
      // 後払い: the provider told to bill nothing, after the commit; retried if it fails (decision 0845).
      if (outcome.completed) await sendProviderReportsOf(app, [request.params.purchaseId]);
      return {
        data: {
          // A purchase withdrawn during its 3-D Secure challenge is gone: it never was an order.
          purchase: outcome.released ? null : await getPurchase(app.db, id, request.params.purchaseId),
          ...outcome,
          message: outcome.released
            ? myPageMessages.released
            : outcome.completed
              ? orderAnswerMessages.cancelled
              : orderAnswerMessages.cancelRequested,
        },
      };
    },
  );

  app.put(
    '/shipment/:purchaseId',
    {
      schema: {
        ...common,
        summary: 'Change destination, sender and delivery time until the parcel ships',
        params: purchaseIdParams,
        body: shipmentBodySchema,
        response: { 200: z.object({ data: shipmentChangeAnswerSchema }) },
      },
    },
    async (request) => {
      const { id } = memberOf(request);
      const { purchaseId } = request.params;
      await changeShipment(app.db, configFor(app, request), id, purchaseId, request.body, app.now());
      return {
        data: {
          purchase: await getPurchase(app.db, id, purchaseId),
          message: orderAnswerMessages.shipmentChanged,
        },
      };
    },
  );

  // Not in the spec's table: the point history of /mypage (decision 0367). The balance alone is
  // also in GET /user (holdingPoint).
  app.get(
    '/point-movements',
    {
      schema: {
        ...common,
        summary:
          'Points held, points still to come, and every movement (earned, spent, returned), newest first',
        response: { 200: z.object({ data: pointsAnswerSchema }) },
      },
    },
    async (request) => ({ data: await listPointMovements(app.db, memberOf(request).id) }),
  );
};
