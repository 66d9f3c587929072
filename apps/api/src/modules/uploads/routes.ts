// Artwork upload and the finished-image preview (spec point 7: POST /upload, GET /sample-image/{id}).
// Multipart is registered here only: no other route of the API accepts a multipart body.
import { orderAnswerMessages } from '@shop/domain/messages';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import { sampleImageFile, sampleImageOf } from './sample-image.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { databaseRateLimitStore } from '../requests/rate-limit-store.ts';
import { uploadMessages } from './messages.ts';
import { findOwnedUpload } from './queries.ts';
import { sendStoredUpload } from './serve-upload.ts';
import { orderNumberSchema, uploadArtwork } from './service.ts';
import { configFor } from '../../plugins/public-url.ts';

export interface UploadRoutesOptions {
  /** The largest file accepted; the configured UPLOAD_MAX_MB unless a test says otherwise. */
  maxFileBytes?: number;
}

const common = { tags: ['my page'], security: bearerSecurity };
const sampleParams = z.object({ id: orderNumberSchema });

export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesOptions> = async (app, options) => {
  const limits = app.config.uploads;
  const maxBytes = options.maxFileBytes ?? limits.maxFileBytes;
  const store = app.fileStore;
  // Counted per member in the shared rate_limits table (decision 0613), after the login check.
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    store: databaseRateLimitStore(app, 'upload:'),
    keyGenerator: (request) => `member:${request.member?.id ?? request.ip}`,
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, uploadMessages.tooManyUploads(limits.perHour)),
  });
  await app.register(fastifyMultipart, {
    // One file and its order number; busboy stops counting the file at the limit (413).
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 100 },
    throwFileSizeLimit: true,
    // busboy would cut a name down to its last path segment; we want to see it whole and refuse it.
    preservePath: true,
  });
  app.addHook('onRequest', requireMember);

  app.post(
    '/upload',
    {
      config: { rateLimit: { max: limits.perHour, timeWindow: 60 * 60 * 1000 } },
      schema: {
        ...common,
        summary: `Send the artwork of an order (multipart: file, order_id); ai, pdf, eps, psd, png, jpg, svg or zip up to ${Math.floor(maxBytes / 1024 / 1024)} MB`,
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({
            data: z.object({
              orderId: safeString(),
              upload: z.object({
                id: z.number().int(),
                originalName: safeString(),
                byteSize: z.number().int(),
                mimeType: safeString(),
                uploadedAt: safeString(),
              }),
              message: safeString(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const result = await uploadArtwork(request, memberOf(request).id, {
        db: app.db,
        config: configFor(app, request),
        store,
        now: app.now,
        maxBytes,
        limits,
      });
      return { data: { ...result, message: orderAnswerMessages.artworkAccepted } };
    },
  );

  app.get(
    '/sample-image/:id',
    {
      schema: {
        ...common,
        summary: 'The finished-image state of an order (id: order number); imageUrl when it exists',
        params: sampleParams,
        response: {
          200: z.object({
            data: z.object({
              orderId: safeString(),
              status: z
                .number()
                .int()
                .describe('Spec point 3: disabled 1, waiting 2, uploaded 3, exists 4, canceled 9'),
              label: safeString(),
              imageUrl: z.nullable(safeString()),
              updatedAt: z.nullable(safeString()),
            }),
          }),
        },
      },
    },
    async (request) => ({ data: await sampleImageOf(app.db, memberOf(request).id, request.params.id) }),
  );

  app.get(
    '/sample-image/:id/image',
    {
      schema: {
        ...common,
        summary: 'The finished image itself (PNG or JPEG), for its owner only',
        params: sampleParams,
      },
    },
    async (request, reply) => {
      const image = await sampleImageFile(app.db, store, memberOf(request).id, request.params.id);
      return reply
        .header('content-type', image.mimeType)
        .header('content-disposition', `inline; filename="sample-${request.params.id}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(image.bytes);
    },
  );

  app.get(
    '/uploads/:uploadId',
    {
      schema: {
        ...common,
        summary:
          'Download one of the member’s own uploaded files, always as an attachment (decision 0613: a file with active content as plain bytes)',
        params: z.object({ uploadId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const upload = await findOwnedUpload(app.db, memberOf(request).id, request.params.uploadId);
      if (!upload) throw notFound(uploadMessages.uploadNotFound);
      return sendStoredUpload(reply, upload, await store.read(upload.storageKey));
    },
  );
};
