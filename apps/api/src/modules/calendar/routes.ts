import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listHolidays, listShippingDates } from './service.ts';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/holidays',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Holidays (non-business days besides weekends)',
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number().int(),
                day: z.number().int().describe('Epoch seconds of 00:00 Asia/Tokyo'),
                description: z.string(),
              }),
            ),
          }),
        },
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
        response: {
          200: z.object({
            data: z.array(
              z.object({
                deliveryDate: z.number().int().describe('Business days of the delivery option (7, 5, 3, 2)'),
                shippingDate: z.string().describe('YYYY-MM-DD, Asia/Tokyo'),
                label: z.string(),
                display: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ data: await listShippingDates(app.db, app.now()) }),
  );
};
