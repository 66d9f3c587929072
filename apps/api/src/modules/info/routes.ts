import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { infoAnswerSchema } from '@shop/domain/answers';
import { z } from 'zod';
import { listPublishedNews } from './queries.ts';

export const infoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/info',
    {
      schema: {
        tags: ['info'],
        summary: 'News from the shop (newest first)',
        response: { 200: z.object({ data: infoAnswerSchema }) },
      },
    },
    async () => {
      const rows = await listPublishedNews(app.db, app.now());
      return {
        data: {
          hits: rows.map((row) => ({
            id: row.id,
            title: row.title,
            body: row.body,
            publishedAt: row.publishedAt.toISOString(),
          })),
        },
      };
    },
  );
};
