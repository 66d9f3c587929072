// Coupons and points in the back office under /api/admin (issue 20 point 5, decision 0761): any
// staff member may make, pause and read coupons and grant or take points (decision 0730 gave
// this daily work to every role); each change is in the audit log.
import { backOfficeMessages } from '@shop/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  couponCreateSchema,
  couponDetailAnswerSchema,
  couponEntrySchema,
  couponListAnswerSchema,
  couponPauseSchema,
  draftOfForm,
  memberPointsAnswerSchema,
  memberPointsQuerySchema,
  pointAdjustAnswerSchema,
  pointAdjustSchema,
} from '@shop/domain/promotions';
import { auditActorOf } from '../audit/audit-log.ts';
import { staffCookieSecurity } from '../staff/staff-guard.ts';
import { couponDetail, couponEntry, createCoupon, listCoupons, setCouponPaused } from './coupons.ts';
import { adjustPoints, memberPoints } from './points.ts';

const staff = { staffAccess: 'staff' } as const;
const coupons = { tags: ['admin: coupons and points'], security: staffCookieSecurity };
const idParams = z.object({
  id: z.coerce.number({ error: backOfficeMessages.idDigits }).int().positive().max(2_147_483_647),
});

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: Parameters<typeof auditActorOf>[0]) => ({
    now: app.now(),
    actor: auditActorOf(request),
  });

  app.get(
    '/coupons',
    {
      config: staff,
      schema: {
        ...coupons,
        summary: 'Coupons, newest first, with their state and how many times each was used',
        response: { 200: z.object({ data: couponListAnswerSchema }) },
      },
    },
    async () => {
      const now = app.now();
      return { data: { coupons: (await listCoupons(app.db)).map((row) => couponEntry(row, now)) } };
    },
  );

  app.post(
    '/coupons',
    {
      config: staff,
      schema: {
        ...coupons,
        summary: 'Makes a coupon (fixed yen or percent, minimum total, period, total uses, once per member)',
        body: couponCreateSchema,
        response: { 200: z.object({ data: couponEntrySchema }) },
      },
    },
    async (request) => {
      const row = await createCoupon(app.db, draftOfForm(request.body), context(request));
      return { data: couponEntry(row, app.now()) };
    },
  );

  app.get(
    '/coupons/:id',
    {
      config: staff,
      schema: {
        ...coupons,
        summary: 'A coupon with each of its uses: the order, the member, the discount, given back or not',
        params: idParams,
        response: { 200: z.object({ data: couponDetailAnswerSchema }) },
      },
    },
    async (request) => ({ data: await couponDetail(app.db, request.params.id, app.now()) }),
  );

  app.patch(
    '/coupons/:id',
    {
      config: staff,
      schema: {
        ...coupons,
        summary: 'Pauses a coupon (refused at checkout) or resumes it',
        params: idParams,
        body: couponPauseSchema,
        response: { 200: z.object({ data: couponEntrySchema }) },
      },
    },
    async (request) => {
      const row = await setCouponPaused(app.db, request.params.id, request.body.paused, context(request));
      return { data: couponEntry(row, app.now()) };
    },
  );

  app.get(
    '/points',
    {
      config: staff,
      schema: {
        ...coupons,
        summary: "A member's points held, to come, and every movement, as the member reads them on My page",
        querystring: memberPointsQuerySchema,
        response: { 200: z.object({ data: memberPointsAnswerSchema }) },
      },
    },
    async (request) => ({ data: await memberPoints(app.db, request.query.email) }),
  );

  app.post(
    '/points',
    {
      config: staff,
      schema: {
        ...coupons,
        summary: "Grants or takes a member's points with a reason the member sees in the points history",
        body: pointAdjustSchema,
        response: { 200: z.object({ data: pointAdjustAnswerSchema }) },
      },
    },
    async (request) => ({ data: await adjustPoints(app.db, request.body, context(request)) }),
  );
};
