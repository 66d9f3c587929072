// My page's proof calls (issue 20 point 2; decision 0750): the versions of an order's proof, each
// image, and the customer's answer (approval, change request). Every call needs a member, and
// another member's order is 404, as every My page call (decision 0360).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderProofsSchema, proofChangeRequestSchema } from '@shop/domain/proofs';
import { bearerSecurity, memberOf, requireMember } from '../../plugins/auth.ts';
import { orderNumberSchema } from '../uploads/service.ts';
import { answerProof } from './answer-proof.ts';
import { sendProofImage } from './proof-image.ts';
import { memberProofImage, memberProofsOf } from './read-proofs.ts';

const common = { tags: ['my page'], security: bearerSecurity };
const orderParams = z.object({ orderId: orderNumberSchema });
const versionParams = orderParams.extend({ version: z.coerce.number().int().min(1).max(999) });
const answerReply = { 200: z.object({ data: orderProofsSchema }) };

export const memberProofRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;
  app.addHook('onRequest', requireMember);

  app.get(
    '/orders/:orderId/proofs',
    {
      schema: {
        ...common,
        summary:
          "Every proof version of the member's order, with the answer given; which one may be answered now",
        params: orderParams,
        response: answerReply,
      },
    },
    async (request) => ({
      data: await memberProofsOf(app.db, memberOf(request).id, request.params.orderId),
    }),
  );

  app.get(
    '/orders/:orderId/proofs/:version/image',
    {
      schema: {
        ...common,
        summary: 'The proof image (PNG or JPEG) of one version, for its owner only',
        params: versionParams,
      },
    },
    async (request, reply) => {
      const { orderId, version } = request.params;
      const image = await memberProofImage(app.db, store, memberOf(request).id, orderId, version);
      return sendProofImage(reply, image, `proof-${orderId}-${version}`);
    },
  );

  app.post(
    '/orders/:orderId/proofs/:version/approval',
    {
      schema: {
        ...common,
        summary:
          'Approve the latest proof (order 12 → 3; printing may start). Once: the same answer again is answered alike, another is 409',
        params: versionParams,
        response: answerReply,
      },
    },
    async (request) => {
      const input = { ...request.params, userId: memberOf(request).id, answer: 'approved' as const };
      const context = { now: app.now(), shopStaffEmail: app.config.shopStaffEmail };
      return { data: await answerProof(app.db, { ...input, message: null }, context) };
    },
  );

  app.post(
    '/orders/:orderId/proofs/:version/change-request',
    {
      schema: {
        ...common,
        summary:
          'Ask for a change to the latest proof, with a message (order 12 → 3; the shop makes a new version)',
        params: versionParams,
        body: proofChangeRequestSchema,
        response: answerReply,
      },
    },
    async (request) => {
      const input = {
        ...request.params,
        userId: memberOf(request).id,
        answer: 'changeRequested' as const,
        message: request.body.message,
      };
      const context = { now: app.now(), shopStaffEmail: app.config.shopStaffEmail };
      return { data: await answerProof(app.db, input, context) };
    },
  );
};
