// The back office's order routes under /api/admin (issue 19 points 3 and 4), behind the staff
// guard: Today, the order list, a purchase, status moves on one order or many, the shop's
// cancellation with the card refunded, and the day's B2クラウド CSV and picking list.
import { backOfficeMessages } from '@shop/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { orderSearchSchema, staffMoveSchema } from '@shop/domain/back-office';
import { isCalendarDay } from '@shop/domain/calendar';
import { ORDER_STATUS, isCancellationComplete } from '@shop/domain/orders';
import {
  staffMoveAnswerSchema,
  staffOrderListSchema,
  staffPurchaseSchema,
  todayAnswerSchema,
} from '@shop/domain/answers';
import { b2FileName, pickingListFileName } from '@shop/domain/shipping';
import { auditActorOf } from '../audit/audit-log.ts';
import { statusOf } from '../orders/purchase-rules.ts';
import { checkoutGateway } from '../checkout/card-gateway.ts';
import { staffCookieSecurity } from '../staff/staff-guard.ts';
import { payPayGateway } from '../../payments/paypay-gateway.ts';
import { cancelPurchaseByStaff, staffCancelSchema } from './cancel.ts';
import { purchaseForStaff } from './detail.ts';
import { moveOrders } from './moves.ts';
import { purchasesOfMoved, sendProviderReportsOf } from '../deferred-payment/provider-reports.ts';
import { searchOrders } from './search.ts';
import { b2Export, pickingListPdf } from './shipments.ts';
import { currentWorkDay, todayCounts } from './today.ts';
import { bankTransferMethod } from '../bank-transfer/method.ts';
import { transferRecordSchema } from '../bank-transfer/record-transfer.ts';
import { acceptDeposit, acceptDepositSchema } from '../virtual-account/accept-deposit.ts';

const common = { tags: ['admin: orders'], security: staffCookieSecurity };
const staff = { staffAccess: 'staff' } as const;
const owner = { staffAccess: 'owner' } as const;

const purchaseParams = z.object({
  purchaseId: safeString().check(z.regex(/^\d{11}$/, { error: backOfficeMessages.purchaseIdDigits })),
});
const dayQuery = z.object({
  day: z.optional(safeString().check(z.refine(isCalendarDay, { error: backOfficeMessages.calendarDay }))),
});

export const backOfficeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: Parameters<typeof auditActorOf>[0]) => ({
    now: app.now(),
    publicUrl: app.config.publicUrl,
    actor: auditActorOf(request),
  });

  app.get(
    '/today',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'What needs a person now: new orders, artwork, proofs, shipping, requests, charges',
        response: { 200: z.object({ data: todayAnswerSchema }) },
      },
    },
    async () => ({ data: await todayCounts(app.db, app.now()) }),
  );

  app.get(
    '/orders',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'Orders found by number, name, kana, e-mail or telephone, filtered and paged',
        querystring: orderSearchSchema,
        response: { 200: z.object({ data: staffOrderListSchema }) },
      },
    },
    async (request) => ({ data: await searchOrders(app.db, request.query) }),
  );

  app.get(
    '/purchases/:purchaseId',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'A purchase with its orders, customer, payment, artwork, history and mails',
        params: purchaseParams,
        response: { 200: z.object({ data: staffPurchaseSchema }) },
      },
    },
    async (request) => ({ data: await purchaseForStaff(app.db, request.params.purchaseId) }),
  );

  app.post(
    '/orders/moves',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'Moves one order or many to a status, through the transition table, all or nothing',
        body: staffMoveSchema,
        response: { 200: z.object({ data: staffMoveAnswerSchema }) },
      },
    },
    async (request) => {
      const data = await moveOrders(app.db, request.body, context(request));
      // 後払い's shipping and cancellation reports, after the commit: a provider that fails leaves
      // them to the scheduled work and never fails the move (decisions 0827, 0845).
      if (request.body.to === ORDER_STATUS.shipped || isCancellationComplete(statusOf(request.body.to)))
        await sendProviderReportsOf(app, purchasesOfMoved(data));
      return { data };
    },
  );

  app.post(
    '/purchases/:purchaseId/cancel',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'The shop cancels a purchase; a card payment is refunded in full or in part',
        params: purchaseParams,
        body: staffCancelSchema,
        response: {
          200: z.object({
            data: z.object({
              statuses: z.array(z.object({ orderId: safeString(), status: z.number().int() })),
              refunded: z.number().int(),
              pointsReturned: z.number().int(),
              couponsReturned: z.number().int(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const data = await cancelPurchaseByStaff(
        app.db,
        { card: checkoutGateway(app), payPay: payPayGateway(app) },
        request.params.purchaseId,
        request.body,
        context(request),
      );
      // 後払い: the provider told to bill nothing, after the commit; retried if it fails (decision 0845).
      await sendProviderReportsOf(app, [request.params.purchaseId]);
      return { data };
    },
  );

  app.post(
    '/purchases/:purchaseId/bank-transfer',
    {
      config: staff,
      schema: {
        ...common,
        summary:
          'Records an amount received by bank transfer: full or over moves the order on, short keeps it waiting',
        description:
          '`seenReceived` is what the screen showed as received so far; a record made from an older view answers 409, so one transfer counts once (decision 0820).',
        params: purchaseParams,
        body: transferRecordSchema,
        response: {
          200: z.object({
            data: z.object({
              judgement: z.enum(['full', 'short', 'over']),
              difference: z.number().int(),
              received: z.number().int(),
              amount: z.number().int(),
              statuses: z.array(z.object({ orderId: safeString(), status: z.number().int() })),
            }),
          }),
        },
      },
    },
    async (request) => ({
      data: await bankTransferMethod.confirm(
        { db: app.db, ...context(request) },
        request.params.purchaseId,
        request.body,
      ),
    }),
  );

  app.post(
    '/purchases/:purchaseId/virtual-account/accept',
    {
      // Forgiving a shortfall, or taking money after the deadline, is the owner's call (decision 0786).
      config: owner,
      schema: {
        ...common,
        summary:
          'Accepts a short or late virtual-account deposit as it is: the order moves on, the shortfall is noted',
        description:
          '`seenReceived` is what the screen showed as received; a deposit arriving meanwhile answers 409. Sent again once accepted, it answers the same with `accepted: false` and changes nothing (decision 0786).',
        params: purchaseParams,
        body: acceptDepositSchema,
        response: {
          200: z.object({
            data: z.object({
              accepted: z.boolean(),
              shortfall: z.number().int(),
              received: z.number().int(),
              amount: z.number().int(),
              statuses: z.array(z.object({ orderId: safeString(), status: z.number().int() })),
            }),
          }),
        },
      },
    },
    async (request) => ({
      data: await acceptDeposit(app.db, request.params.purchaseId, request.body, context(request)),
    }),
  );

  app.get(
    '/shipments/b2.csv',
    {
      config: staff,
      schema: {
        ...common,
        summary: "The day's parcels as ヤマト運輸 B2クラウド imports them (Shift_JIS CSV)",
        querystring: dayQuery,
      },
    },
    async (request, reply) => {
      const day = request.query.day ?? (await currentWorkDay(app.db, app.now()));
      const bytes = await b2Export(app.db, app.config, day);
      return reply
        .type('text/csv; charset=Shift_JIS')
        .header('content-disposition', `attachment; filename="${b2FileName(day)}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.get(
    '/shipments/picking-list.pdf',
    {
      config: staff,
      schema: { ...common, summary: "The day's picking list (PDF)", querystring: dayQuery },
    },
    async (request, reply) => {
      const day = request.query.day ?? (await currentWorkDay(app.db, app.now()));
      const bytes = await pickingListPdf(app.db, day, app.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pickingListFileName(day)}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
};
