// GET /api/v2/holidays (spec point 7): the shop's non-business days besides weekends, loaded at
// app start for the delivery-date calculations of the configurator and cart.
import { holidaysSchema, type Holiday } from '@shop/domain/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export type { Holiday };

export async function getHolidays(signal?: AbortSignal): Promise<Holiday[]> {
  // Without the token, so the service worker may keep it for offline use (decision 0813).
  return parseAnswer(holidaysSchema, await apiClient.get('/holidays', { signal, anonymous: true }));
}

export const holidaysQueryOptions = queryOptions({
  queryKey: ['holidays'],
  queryFn: ({ signal }) => getHolidays(signal),
  // Holidays are fixed for the year: once loaded they do not go stale in a session.
  staleTime: Infinity,
  // Asked even when the phone says it is offline: the service worker may answer from its copy.
  networkMode: 'offlineFirst',
});

export function useHolidays() {
  return useQuery(holidaysQueryOptions);
}
