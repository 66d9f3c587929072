// GET /api/v2/info (spec point 7): the shop's news, shown on the home page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { integerSchema, parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export const newsItemSchema = v.object({
  id: integerSchema,
  title: v.string(),
  body: v.string(),
  /** ISO 8601 text, or epoch seconds. */
  publishedAt: v.union([v.string(), v.number()]),
});

export const infoResponseSchema = v.object({ hits: v.array(newsItemSchema) });

export type NewsItem = v.InferOutput<typeof newsItemSchema>;

export async function getInfo(signal?: AbortSignal): Promise<NewsItem[]> {
  return parseAnswer(infoResponseSchema, await apiClient.get('/info', { signal })).hits;
}

export const infoQueryOptions = queryOptions({
  queryKey: ['info'],
  queryFn: ({ signal }) => getInfo(signal),
});

export function useInfo() {
  return useQuery(infoQueryOptions);
}
