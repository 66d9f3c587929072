// GET /shop-profile: who runs the shop, as SHOP_PROFILE names them (issue 15 point 7). The app is
// built once and prerendered, so the operator's details are asked at run time, never built in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorSchema } from '@shop/domain/answers';
import { z } from 'zod';

export const shopProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop-profile',
    {
      schema: {
        tags: ['app'],
        summary:
          "The operator's details the pages print: shop and company name, representative, address, telephone, e-mail, business hours, invoice registration number; the bank account while bank transfer is offered",
        response: { 200: z.object({ data: operatorSchema }) },
      },
    },
    async (_request, reply) => {
      // Five minutes, as the client settings: a corrected profile reaches every visitor soon.
      reply.header('cache-control', 'public, max-age=300');
      // The sending address is not for customers: they write to `email` (decision 0783).
      const { bankAccount, mailFrom: _sendingOnly, ...operator } = app.config.shopProfile;
      // The account is printed for customers only while they are asked to pay into it (decision 0821).
      const offered = app.config.paymentMethods.includes('bank') && bankAccount;
      return { data: offered ? { ...operator, bankAccount } : operator };
    },
  );
};
