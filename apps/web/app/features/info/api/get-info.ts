// GET /api/v2/info (spec point 7): the shop's news, shown on the home page.
import { infoAnswerSchema, type NewsItem } from '@shop/domain/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export type { NewsItem };

export async function getInfo(signal?: AbortSignal): Promise<NewsItem[]> {
  return parseAnswer(infoAnswerSchema, await apiClient.get('/info', { signal })).hits;
}

export const infoQueryOptions = queryOptions({
  queryKey: ['info'],
  queryFn: ({ signal }) => getInfo(signal),
});

export function useInfo() {
  return useQuery(infoQueryOptions);
}
