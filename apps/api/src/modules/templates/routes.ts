// GET /v2/sticker-template: the template for the chosen shape and size, as PDF or SVG, made on
// demand (issue 23 point 7). Open to anyone, like the products: a template holds nothing private.
import { stickerTemplateQuerySchema } from '@shop/domain/preview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productCatalogue } from '../catalog/product-cache.ts';
import { stickerTemplateFile } from './service.ts';

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = productCatalogue(app.db);
  app.get(
    '/sticker-template',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A print template (cut line, bleed, safe area) for a product in a shape and size',
        description:
          'PDF: page 1 is the artboard at full size with the bleed, page 2 explains the lines. SVG: the same artboard in mm with one layer per line. 422 when the size or shape cannot be ordered.',
        querystring: stickerTemplateQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await stickerTemplateFile(catalogue, request.query, app.now());
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(file.body);
    },
  );
};
