// Staff look at the customer's artwork (issue 20 point 1; decision 0751): every file downloads as
// an attachment, never run in the page; a PNG or JPEG without active content is also shown in the
// page's image viewer. Marking it OK or asking for a new file are status moves (5 and 4, the
// latter with the message the customer's mail quotes).
import { backOfficeMessages } from '@shop/domain/messages';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploads } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { staffCookieSecurity } from '../staff/staff-guard.ts';
import { isViewableImage, sendStoredUpload, sendViewableImage } from '../uploads/serve-upload.ts';

const common = { tags: ['admin: artwork'], security: staffCookieSecurity };
const staff = { staffAccess: 'staff' } as const;
const uploadParams = z.object({ uploadId: z.coerce.number().int().positive().max(2_147_483_647) });

export const backOfficeArtworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;
  const artworkOf = async (uploadId: number) => {
    const [row] = await app.db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
    if (!row?.orderId) throw notFound(backOfficeMessages.artworkNotFound);
    return row;
  };

  app.get(
    '/uploads/:uploadId',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'An artwork file, always as an attachment (active content as plain bytes)',
        params: uploadParams,
      },
    },
    async (request, reply) => {
      const upload = await artworkOf(request.params.uploadId);
      return sendStoredUpload(reply, upload, await store.read(upload.storageKey));
    },
  );

  app.get(
    '/uploads/:uploadId/view',
    {
      config: staff,
      schema: {
        ...common,
        summary:
          'A PNG or JPEG artwork without active content, inline for the image viewer; 404 for any other file',
        params: uploadParams,
      },
    },
    async (request, reply) => {
      const upload = await artworkOf(request.params.uploadId);
      if (!isViewableImage(upload)) throw notFound(backOfficeMessages.artworkNotViewable);
      return sendViewableImage(reply, upload, await store.read(upload.storageKey));
    },
  );
};
