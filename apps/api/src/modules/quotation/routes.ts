import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiMessages } from '@shop/domain/messages';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { lazyMemberId } from '../../plugins/auth.ts';
import { productCatalogue } from '../catalog/product-cache.ts';
import { databaseRateLimitStore } from '../requests/rate-limit-store.ts';
import { quotationFiles } from './quotation-files.ts';
import { downloadParamsSchema, estimatePdfAnswer, estimatePdfBodySchema, failureSchema } from './schemas.ts';
import { attachmentHeader, createQuotation } from './service.ts';

/** Where the download link points; the app's API client is rooted at /api/v2. */
const DOWNLOAD_PATH = '/api/v2/estimate-pdf';

/**
 * Quotations one address may make in the window: far beyond a customer comparing carts, well
 * below what would keep the PDF renderer busy for others (decision 0423).
 */
export const QUOTATION_RATE_LIMIT = { max: 30, windowMinutes: 10 } as const;

export const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = productCatalogue(app.db);
  const files = quotationFiles(app.fileStore);
  // Counted in the shared rate_limits table (decision 0443), so every instance counts together.
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(app, 'quotation:'),
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, apiMessages.tooManyRequests),
  });

  app.post(
    '/estimate-pdf',
    {
      config: {
        rateLimit: {
          max: QUOTATION_RATE_LIMIT.max,
          timeWindow: QUOTATION_RATE_LIMIT.windowMinutes * 60 * 1000,
        },
      },
      schema: {
        tags: ['documents'],
        summary: 'A quotation (御見積書) of the cart as PDF, priced again by the server',
        description:
          'Answers a download link that works for 15 minutes. An estimate line is printed only for the member who owns the estimate (bearer token). 400 for an addressee or item name with unusable characters (with the position), 422 naming each item that cannot be ordered (items.N.field).',
        body: estimatePdfBodySchema,
        response: {
          200: estimatePdfAnswer,
          400: failureSchema,
          422: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request) => {
      const created = await createQuotation(
        { db: app.db, catalogue, files, now: app.now(), estimateOwner: lazyMemberId(request) },
        request.body,
      );
      return { data: { url: `${DOWNLOAD_PATH}/${created.token}`, fileName: created.fileName } };
    },
  );

  app.get(
    '/estimate-pdf/:token',
    {
      schema: {
        tags: ['documents'],
        summary: 'Downloads a quotation made by POST /estimate-pdf (404 once the link has expired)',
        params: downloadParamsSchema,
      },
    },
    async (request, reply) => {
      const stored = await files.open(request.params.token, app.now());
      if (!stored) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentHeader(stored.fileName))
        .header('cache-control', 'private, no-store')
        .send(stored.pdf);
    },
  );
};
