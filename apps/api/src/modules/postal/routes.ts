import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupPostalCode } from './service.ts';

const postalParam = z.object({
  postal: z
    .string()
    .regex(/^\d{3}-?\d{4}$/, { error: '郵便番号は7桁の数字でご入力ください' })
    .describe('7 digits, hyphen allowed: 1000001 or 100-0001'),
});

const candidateSchema = z.object({
  prefectureCode: z.string().describe("'01'–'47'"),
  prefecture: z.string().describe('東京都'),
  city: z.string().describe('千代田区 (a designated city with its ward: 札幌市中央区)'),
  town: z.string().describe("千代田; '' when the code stands for the whole city"),
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
          200: z.object({
            data: z.object({
              postalCode: z.string().describe('7 digits without the hyphen'),
              candidates: z.array(candidateSchema).min(1),
            }),
          }),
        },
      },
    },
    async (request) => ({ data: lookupPostalCode(request.params.postal) }),
  );
};
