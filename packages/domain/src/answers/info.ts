// GET /v2/info: the shop's news, newest first.
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';

export const newsItemSchema = z.object({
  id: z.int(),
  title: safeString(),
  body: safeString(),
  publishedAt: safeString(),
});
export type NewsItem = z.output<typeof newsItemSchema>;

export const infoAnswerSchema = z.object({ hits: z.array(newsItemSchema) });
