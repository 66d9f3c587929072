// The back office's estimate inbox (issue 20 point 3; decision 0752): the requests, newest first
// with the unanswered on top; each with its files (always downloaded as attachments, PNG and JPEG
// also shown in the page as the artwork viewer does, decision 0751); the lines priced by the shop's
// engine; the answer. Every route needs a complete staff login; the answer is in the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  estimateLinesInputSchema,
  estimateRequestDetailSchema,
  estimateRequestListSchema,
  estimateRequestStates,
  pricedLinesAnswerSchema,
  staffEstimateAnswerSchema,
} from '@shop/domain/estimate-answers';
import { safeString } from '@shop/domain/validation';
import { notFound } from '../../lib/http-error.ts';
import { auditActorOf } from '../audit/audit-log.ts';
import { productCatalogue } from '../catalog/product-cache.ts';
import { staffCookieSecurity } from '../staff/staff-guard.ts';
import { isViewableImage, sendStoredUpload, sendViewableImage } from '../uploads/serve-upload.ts';
import { requestFile } from './queries.ts';
import { answerRequest, inboxMessages, listInbox, priceLines, requestDetail } from './service.ts';

const common = { tags: ['admin: estimates'], security: staffCookieSecurity };
const staff = { staffAccess: 'staff' } as const;
const id = () => z.coerce.number().int().positive().max(2_147_483_647);
const requestParams = z.object({ requestId: id() });
const fileParams = requestParams.extend({ uploadId: id() });

export const backOfficeEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;
  const catalogue = productCatalogue(app.db);
  const fileOf = async (requestId: number, uploadId: number) => {
    const file = await requestFile(app.db, requestId, uploadId);
    if (!file) throw notFound(inboxMessages.fileNotFound);
    return file;
  };

  app.get(
    '/estimate-requests',
    {
      config: staff,
      schema: {
        ...common,
        summary:
          'Estimate requests, unanswered first, then newest first; state=open (default), answered or all',
        querystring: z.object({
          state: z.enum(estimateRequestStates).default('open'),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: z.object({ data: estimateRequestListSchema }) },
      },
    },
    async (request) => ({ data: await listInbox(app, request.query.state, request.query.page) }),
  );

  app.get(
    '/estimate-requests/:requestId',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'One estimate request: what the customer wrote, the files, and the answer when there is one',
        params: requestParams,
        response: { 200: z.object({ data: estimateRequestDetailSchema }) },
      },
    },
    async (request) => ({ data: await requestDetail(app, request.params.requestId) }),
  );

  app.get(
    '/estimate-requests/:requestId/files/:uploadId',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'A file sent with the request, always as an attachment (active content as plain bytes)',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const file = await fileOf(request.params.requestId, request.params.uploadId);
      return sendStoredUpload(reply, file, await store.read(file.storageKey));
    },
  );

  app.get(
    '/estimate-requests/:requestId/files/:uploadId/view',
    {
      config: staff,
      schema: {
        ...common,
        summary:
          'A PNG or JPEG sent with the request, without active content, inline for the viewer; 404 otherwise',
        params: fileParams,
      },
    },
    async (request, reply) => {
      const file = await fileOf(request.params.requestId, request.params.uploadId);
      if (!isViewableImage(file)) throw notFound(inboxMessages.notViewable);
      return sendViewableImage(reply, file, await store.read(file.storageKey));
    },
  );

  app.post(
    '/estimate-lines/price',
    {
      config: staff,
      schema: {
        ...common,
        summary:
          'Price answer lines before sending: catalogue lines by the shop’s engine, special work as set',
        body: estimateLinesInputSchema,
        response: { 200: z.object({ data: pricedLinesAnswerSchema }) },
      },
    },
    async (request) => ({ data: await priceLines(catalogue, request.body.lines) }),
  );

  app.post(
    '/estimate-requests/:requestId/answer',
    {
      config: staff,
      schema: {
        ...common,
        summary:
          'Answer the request: the estimate (number = the receipt number) with one child per 案, the customer mailed, audited',
        params: requestParams,
        body: staffEstimateAnswerSchema,
        response: {
          200: z.object({
            data: z.object({ estimateNumber: safeString(), validUntil: safeString(), mailed: z.boolean() }),
          }),
        },
      },
    },
    async (request) => {
      const answered = await answerRequest(
        app,
        catalogue,
        request.params.requestId,
        request.body,
        auditActorOf(request),
      );
      return {
        data: {
          estimateNumber: answered.estimateNumber,
          validUntil: answered.validUntil,
          mailed: answered.mailed,
        },
      };
    },
  );
};
