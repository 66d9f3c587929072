import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holidaysSchema, shippingDatesSchema } from '@shop/domain/answers';
import { z } from 'zod';
import { listHolidays, listShippingDates } from './service.ts';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/holidays',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Holidays (non-business days besides weekends)',
        response: { 200: z.object({ data: holidaysSchema }) },
      },
    },
    async () => ({ data: await listHolidays(app.db, app.now()) }),
  );

  app.get(
    '/shipping-dates',
    {
      schema: {
        tags: ['calendar'],
        summary: 'For an order placed now: the shipping date of each delivery option',
        response: { 200: z.object({ data: shippingDatesSchema }) },
      },
    },
    async () => ({ data: await listShippingDates(app.db, app.now()) }),
  );
};
