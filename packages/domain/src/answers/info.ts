// GET /v2/info: the shop's news, newest first.
import { z } from 'zod/mini';

export const newsItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string(),
});
export type NewsItem = z.output<typeof newsItemSchema>;

export const infoAnswerSchema = z.object({ hits: z.array(newsItemSchema) });
