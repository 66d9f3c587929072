// The back office's estimate calls (decision 0752), keyed under ['admin', 'estimates'].
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { listedProductsSchema } from '@shop/domain/answers';
import { readProduct, type Product } from '@shop/domain/catalog';
import {
  estimateRequestDetailSchema,
  estimateRequestListSchema,
  pricedLinesAnswerSchema,
  type EstimateLine,
  type StaffEstimateAnswerInput,
} from '@shop/domain/estimate-answers';
import { apiMessages } from '@shop/domain/notices';
import { ApiError } from '~/lib/api-error';
import { adminRequest } from '@admin/lib/admin-api';

export const estimatesKey = ['admin', 'estimates'] as const;

export function useEstimateRequests(query: string) {
  return useQuery({
    queryKey: [...estimatesKey, 'list', query],
    queryFn: () =>
      adminRequest('GET', `/estimate-requests${query ? `?${query}` : ''}`, estimateRequestListSchema),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useEstimateRequest(requestId: number) {
  return useQuery({
    queryKey: [...estimatesKey, 'request', requestId],
    queryFn: () => adminRequest('GET', `/estimate-requests/${requestId}`, estimateRequestDetailSchema),
    staleTime: 0,
  });
}

/** The products the shop sells, read as the shop reads them (the public catalogue call). */
async function fetchProducts(): Promise<Product[]> {
  const response = await fetch('/api/v2/products', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, apiMessages.internal);
  const answer = z.safeParse(z.object({ data: listedProductsSchema }), await response.json());
  if (!answer.success) throw new ApiError(response.status, apiMessages.internal);
  return answer.data.data.flatMap((listed) => {
    let setting: unknown;
    try {
      setting = JSON.parse(listed.setting);
    } catch {
      return [];
    }
    const product = readProduct({
      id: listed.id,
      name: listed.name,
      nameDetail: listed.name_detail,
      productType: listed.product_type,
      setting,
    });
    return product && product.productType !== 'estimate' ? [product] : [];
  });
}

export function useCatalogue() {
  return useQuery({ queryKey: [...estimatesKey, 'catalogue'], queryFn: fetchProducts, staleTime: 60_000 });
}

export function usePriceLines() {
  return useMutation({
    mutationFn: (lines: EstimateLine[]) =>
      adminRequest('POST', '/estimate-lines/price', pricedLinesAnswerSchema, { lines }),
  });
}

const answeredSchema = z.object({ estimateNumber: z.string(), validUntil: z.string(), mailed: z.boolean() });

export function useAnswerRequest(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: StaffEstimateAnswerInput) =>
      adminRequest('POST', `/estimate-requests/${requestId}/answer`, answeredSchema, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estimatesKey }),
  });
}
