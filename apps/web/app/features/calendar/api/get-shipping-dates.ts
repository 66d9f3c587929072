// GET /api/v2/shipping-dates (spec point 7): for each delivery option, the date an order placed
// now would ship and its label, loaded at app start.
import { shippingDatesSchema, type ShippingDate } from '@shop/domain/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export type { ShippingDate };

export async function getShippingDates(signal?: AbortSignal): Promise<ShippingDate[]> {
  return parseAnswer(shippingDatesSchema, await apiClient.get('/shipping-dates', { signal }));
}

export const shippingDatesQueryOptions = queryOptions({
  queryKey: ['shipping-dates'],
  queryFn: ({ signal }) => getShippingDates(signal),
  // The answer changes at the daily order cut-off; a few minutes old is still right.
  staleTime: 5 * 60 * 1000,
});

export function useShippingDates() {
  return useQuery(shippingDatesQueryOptions);
}
