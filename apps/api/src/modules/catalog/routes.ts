import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedProductList } from './service.ts';

const productRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_detail: z.string(),
  product_type: z.string(),
  setting: z.string().describe('The product setting as a JSON string'),
});

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const productList = cachedProductList(app.db);
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The products on sale, with their settings',
        response: { 200: z.object({ data: z.array(productRow) }) },
      },
    },
    async () => ({ data: await productList() }),
  );
};
