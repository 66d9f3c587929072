// GET /api/v2/holidays (spec point 7): the shop's non-business days besides weekends, loaded at
// app start for the delivery-date calculations of the configurator and cart.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { integerSchema, parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export const holidaySchema = v.object({
  id: integerSchema,
  /** Epoch seconds of the day (Asia/Tokyo midnight). */
  day: v.number(),
  description: v.string(),
});

export type Holiday = v.InferOutput<typeof holidaySchema>;

export async function getHolidays(signal?: AbortSignal): Promise<Holiday[]> {
  return parseAnswer(v.array(holidaySchema), await apiClient.get('/holidays', { signal }));
}

export const holidaysQueryOptions = queryOptions({
  queryKey: ['holidays'],
  queryFn: ({ signal }) => getHolidays(signal),
  // Holidays are fixed for the year: once loaded they do not go stale in a session.
  staleTime: Infinity,
});

export function useHolidays() {
  return useQuery(holidaysQueryOptions);
}
