// The back office's proof calls (issue 20 point 2; decision 0750): send a proof (multipart: note,
// then file), read the versions with the customer's answers, and each image.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderProofsSchema, proofNoteSchema } from '@shop/domain/proofs';
import { safeString } from '@shop/domain/validation';
import { HttpError } from '../../lib/http-error.ts';
import { malformedMultipart } from '../../lib/malformed-multipart.ts';
import { staffCookieSecurity, staffOf } from '../staff/staff-guard.ts';
import { fileTooLarge } from '../uploads/receive-file.ts';
import { orderNumberSchema } from '../uploads/service.ts';
import { proofMessages } from './messages.ts';
import { sendProofImage } from './proof-image.ts';
import { staffProofImage, staffProofsOf } from './read-proofs.ts';
import { sendProof } from './send-proof.ts';

const common = { tags: ['admin: proofs'], security: staffCookieSecurity };
const staff = { staffAccess: 'staff' } as const;
const orderParams = z.object({ orderId: orderNumberSchema });
const versionParams = orderParams.extend({ version: z.coerce.number().int().min(1).max(999) });

/** A proof is a picture for a phone screen: 20 MB is far more than one needs. */
const PROOF_MAX_BYTES = 20 * 1024 * 1024;

export const staffProofRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 2, fieldSize: 8 * 1024, parts: 3 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/orders/:orderId/proofs',
    {
      config: staff,
      schema: {
        ...common,
        summary: 'Every proof version of an order with the customer’s answer',
        params: orderParams,
        response: { 200: z.object({ data: orderProofsSchema }) },
      },
    },
    async (request) => ({ data: await staffProofsOf(app.db, request.params.orderId) }),
  );

  app.get(
    '/orders/:orderId/proofs/:version/image',
    {
      config: staff,
      schema: { ...common, summary: 'The proof image of one version', params: versionParams },
    },
    async (request, reply) => {
      const { orderId, version } = request.params;
      return sendProofImage(
        reply,
        await staffProofImage(app.db, store, orderId, version),
        `proof-${orderId}-${version}`,
      );
    },
  );

  app.post(
    '/orders/:orderId/proofs',
    {
      config: staff,
      schema: {
        ...common,
        summary:
          'Send a proof (multipart: note, then file; PNG or JPEG up to 20 MB): a new version, the order to 12, the customer mailed',
        consumes: ['multipart/form-data'],
        params: orderParams,
        response: {
          200: z.object({
            data: z.object({ orderId: safeString(), version: z.number().int(), status: z.number().int() }),
          }),
        },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(400, proofMessages.imageNeeded, { file: proofMessages.imageNeeded });
      const unreadable = (error: unknown) => {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fileTooLarge(PROOF_MAX_BYTES);
        throw malformedMultipart(error, 'file') ?? error;
      };
      const part = await request.file().catch(unreadable);
      if (!part) throw new HttpError(400, proofMessages.imageNeeded, { file: proofMessages.imageNeeded });
      const image = await part.toBuffer().catch(unreadable);
      if (image.length === 0)
        throw new HttpError(400, proofMessages.imageNeeded, { file: proofMessages.imageNeeded });
      const noteField = part.fields.note;
      const rawNote =
        noteField && !Array.isArray(noteField) && noteField.type === 'field' ? noteField.value : '';
      const note = proofNoteSchema.safeParse(rawNote);
      if (!note.success) {
        const message = note.error.issues[0]?.message ?? proofMessages.imageNeeded;
        throw new HttpError(400, message, { note: message });
      }
      const session = staffOf(request);
      const sent = await sendProof(
        { orderId: request.params.orderId, image, note: note.data },
        {
          db: app.db,
          store,
          now: app.now(),
          publicUrl: app.config.publicUrl,
          actor: { staffId: session.staffId, email: session.email },
        },
      );
      return { data: sent };
    },
  );
};
