// GET /api/v2/shipping-dates (spec point 7): for each delivery option, the date an order placed
// now would ship and its label, loaded at app start.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export const shippingDateSchema = v.object({
  /** The delivery option in business days (7, 5, 3, 2). */
  deliveryDate: v.number(),
  shippingDate: v.union([v.number(), v.string()]),
  label: v.string(),
  display: v.string(),
});

export type ShippingDate = v.InferOutput<typeof shippingDateSchema>;

export async function getShippingDates(signal?: AbortSignal): Promise<ShippingDate[]> {
  return parseAnswer(v.array(shippingDateSchema), await apiClient.get('/shipping-dates', { signal }));
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
