// GET /api/v2/info (spec point 7): the shop's news, shown on the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export const newsItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  /** ISO 8601 text, or epoch seconds. */
  publishedAt: z.union([z.string(), z.number()]),
});

export const infoResponseSchema = z.object({ hits: z.array(newsItemSchema) });

export type NewsItem = z.infer<typeof newsItemSchema>;

export async function getInfo(signal?: AbortSignal): Promise<NewsItem[]> {
  return infoResponseSchema.parse(await apiClient.get('/info', { signal })).hits;
}

export const infoQueryOptions = queryOptions({
  queryKey: ['info'],
  queryFn: ({ signal }) => getInfo(signal),
});

export function useInfo() {
  return useQuery(infoQueryOptions);
}
