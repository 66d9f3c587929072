// GET /api/v2/shipping-dates (spec point 7): for each delivery option, the date an order placed
// now would ship and its label, loaded at app start.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

export const shippingDateSchema = z.object({
  /** The delivery option in business days (7, 5, 3, 2). */
  deliveryDate: z.number(),
  shippingDate: z.union([z.number(), z.string()]),
  label: z.string(),
  display: z.string(),
});

export type ShippingDate = z.infer<typeof shippingDateSchema>;

export async function getShippingDates(signal?: AbortSignal): Promise<ShippingDate[]> {
  return z.array(shippingDateSchema).parse(await apiClient.get('/shipping-dates', { signal }));
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
