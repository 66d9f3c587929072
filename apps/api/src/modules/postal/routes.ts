import { orderAnswerMessages } from '@shop/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postalAnswerSchema } from '@shop/domain/answers';
import { z } from 'zod';
import { lookupPostalCode } from './service.ts';
import { safeString } from '@shop/domain/validation';

const postalParam = z.object({
  postal: safeString().check(
    z.regex(/^\d{3}-?\d{4}$/, { error: orderAnswerMessages.postalCodeDigits }),
    z.describe('7 digits, hyphen allowed: 1000001 or 100-0001'),
  ),
});

export const postalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/address/:postal',
    {
      schema: {
        tags: ['members'],
        summary: "Addresses of a postal code, from Japan Post's data shipped with the shop",
        params: postalParam,
        response: {
          200: z.object({ data: postalAnswerSchema }),
        },
      },
    },
    async (request) => ({ data: lookupPostalCode(request.params.postal) }),
  );
};
