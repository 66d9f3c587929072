// GET /client-config: the settings of the server that the browser needs at run time. The app is
// built once and prerendered, so a value such as GTM_ID cannot be baked into its HTML; the app asks
// after its first paint instead (decision 0425). Lives beside the quotation routes because the
// cart's analytics is its first user; it moves to an `app` module when a second setting comes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigAnswerSchema } from './schemas.ts';

export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client-config',
    {
      schema: {
        tags: ['app'],
        summary:
          'Settings the web app reads at run time: the tag manager container, the card token script and contract code, the payment methods offered',
        response: { 200: clientConfigAnswerSchema },
      },
    },
    async (_request, reply) => {
      // Five minutes: a changed container reaches every visitor soon, without a call per page.
      reply.header('cache-control', 'public, max-age=300');
      const config = app.config;
      return {
        data: {
          gtmId: config.gtmId ?? null,
          cardTokenScriptUrl: config.cardTokenScriptUrl,
          cardContractCode: config.cardContractCode,
          paymentMethods: [...config.paymentMethods],
        },
      };
    },
  );
};
