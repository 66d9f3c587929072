// GET calls of My page (spec point 7) and their query keys. Every key starts with 'mypage', so one
// invalidation after a change (upload, cancel, shipment) reloads every list and detail.
import {
  estimateAnswersSchema,
  ordersSchema,
  pointsAnswerSchema,
  purchaseSchema,
  purchasesSchema,
} from '@shop/domain/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export const mypageKeys = {
  all: ['mypage'] as const,
  purchases: () => ['mypage', 'purchases'] as const,
  purchase: (purchaseId: string) => ['mypage', 'purchase', purchaseId] as const,
  activeOrders: () => ['mypage', 'active-orders'] as const,
  points: () => ['mypage', 'points'] as const,
  estimates: () => ['mypage', 'estimates'] as const,
};

// The client opens the envelope's data only; the first 50 purchases are shown (decision 0480).
export const purchasesQueryOptions = () =>
  queryOptions({
    queryKey: mypageKeys.purchases(),
    queryFn: async ({ signal }) =>
      parseAnswer(purchasesSchema, await apiClient.get('/purchases?page=1&perPage=50', { signal })),
  });

export const purchaseQueryOptions = (purchaseId: string) =>
  queryOptions({
    queryKey: mypageKeys.purchase(purchaseId),
    queryFn: async ({ signal }) =>
      parseAnswer(
        purchaseSchema,
        await apiClient.get(`/purchases/${encodeURIComponent(purchaseId)}`, { signal }),
      ),
    // A 404 is an answer (another member's purchase), not a failure worth retrying.
    retry: false,
  });

export const activeOrdersQueryOptions = () =>
  queryOptions({
    queryKey: mypageKeys.activeOrders(),
    queryFn: async ({ signal }) =>
      parseAnswer(ordersSchema, await apiClient.get('/active-orders', { signal })),
  });

export const pointsQueryOptions = () =>
  queryOptions({
    queryKey: mypageKeys.points(),
    queryFn: async ({ signal }) =>
      parseAnswer(pointsAnswerSchema, await apiClient.get('/point-movements', { signal })),
  });

export const estimatesQueryOptions = () =>
  queryOptions({
    queryKey: mypageKeys.estimates(),
    // The record is kept whole as well: a cart line of type estimate carries it (spec point 4).
    queryFn: async ({ signal }) => {
      const records: unknown = await apiClient.get('/estimates?active=true', { signal });
      return parseAnswer(estimateAnswersSchema, records).map((estimate, index) => ({
        ...estimate,
        record: (records as unknown[])[index],
      }));
    },
  });

export const usePurchases = () => useQuery(purchasesQueryOptions());
export const usePurchase = (purchaseId: string) => useQuery(purchaseQueryOptions(purchaseId));
export const useActiveOrders = () => useQuery(activeOrdersQueryOptions());
export const usePoints = () => useQuery(pointsQueryOptions());
export const useEstimates = () => useQuery(estimatesQueryOptions());
