import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listedProductsSchema } from '@shop/domain/answers';
import { z } from 'zod';
import { cachedProductList } from './service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const productList = cachedProductList(app.db);
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The products on sale, with their settings',
        response: { 200: z.object({ data: listedProductsSchema }) },
      },
    },
    async () => ({ data: await productList() }),
  );
};
