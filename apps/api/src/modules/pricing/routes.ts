import {
  calcPriceAnswerSchema,
  enabledNumsAnswerSchema,
  errorEnvelopeSchema,
  shapeAnswerSchema,
} from '@shop/domain/answers';
import { currentItemWireSchema } from '@shop/domain/configurator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lazyMemberId } from '../../plugins/auth.ts';
import { productCatalogue } from '../catalog/product-cache.ts';
import { enabledQuantities, priceItem, shapeOf, sizeClassOf } from './service.ts';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = productCatalogue(app.db);

  app.post(
    '/calcprice',
    {
      schema: {
        tags: ['pricing'],
        summary: 'The authoritative price of one item (the same engine the app runs)',
        description:
          'The body is the current item; `estimate` and `estimateData` may be JSON strings. 422 when the combination cannot be ordered. An estimate item is priced only for the member who owns the estimate (bearer token); any other number is refused alike.',
        body: currentItemWireSchema,
        response: {
          200: z.object({ data: calcPriceAnswerSchema }),
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({ data: await priceItem(app.db, catalogue, request.body, lazyMemberId(request)) }),
  );

  app.post(
    '/nums',
    {
      schema: {
        tags: ['pricing'],
        summary: 'The enabled quantities for each item given',
        body: z.array(currentItemWireSchema).min(1).max(100),
        response: {
          200: z.object({ data: enabledNumsAnswerSchema }),
        },
      },
    },
    async (request) => ({ data: await enabledQuantities(catalogue, request.body) }),
  );

  app.post(
    '/size',
    {
      schema: {
        tags: ['pricing'],
        summary: 'The size class number of the item (0 when the size is not valid)',
        body: currentItemWireSchema,
        response: { 200: z.object({ data: z.number().int() }) },
      },
    },
    async (request) => ({ data: await sizeClassOf(catalogue, request.body) }),
  );

  app.post(
    '/shape',
    {
      schema: {
        tags: ['pricing'],
        summary: 'The shape of a numbering, POP or emboss item, with its name and seal size',
        body: currentItemWireSchema,
        response: {
          200: z.object({ data: shapeAnswerSchema }),
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({ data: await shapeOf(catalogue, request.body) }),
  );
};
