// The member's estimates (spec point 7: GET /estimates?active=true, GET /estimates/{n}/pdf).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import { estimatePdfParams, estimatePdfQuery, estimateSchema, estimatesQuery } from './schemas.ts';
import { estimatePdf, listEstimates } from './service.ts';

const common = { tags: ['my page'], security: bearerSecurity };

export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireMember);

  app.get(
    '/estimates',
    {
      schema: {
        ...common,
        summary:
          "The member's estimates with their status, newest first; active=true: only those valid today",
        querystring: estimatesQuery,
        response: { 200: z.object({ data: z.array(estimateSchema) }) },
      },
    },
    async (request) => ({
      data: await listEstimates(app.db, memberOf(request).id, request.query.active, app.now()),
    }),
  );

  app.get(
    '/estimates/:estimateNumber/pdf',
    {
      schema: {
        ...common,
        summary: 'The quotation (御見積書) of an answered estimate, as a PDF',
        params: estimatePdfParams,
        querystring: estimatePdfQuery,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await estimatePdf(
        app.db,
        memberOf(request).id,
        request.params.estimateNumber,
        request.query.no,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="estimate_${request.params.estimateNumber}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
