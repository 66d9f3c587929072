// The back office's order calls: one query or mutation per call, keyed under ['admin', 'orders'].
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  staffMoveAnswerSchema,
  staffOrderListSchema,
  staffPurchaseSchema,
  todayAnswerSchema,
} from '@shop/domain/answers';
import { adminRequest } from '@admin/lib/admin-api';

export const ordersKey = ['admin', 'orders'] as const;

export function useToday() {
  return useQuery({
    queryKey: [...ordersKey, 'today'],
    queryFn: () => adminRequest('GET', '/today', todayAnswerSchema),
    staleTime: 0,
  });
}

export function useOrderList(query: string) {
  return useQuery({
    queryKey: [...ordersKey, 'list', query],
    queryFn: () => adminRequest('GET', `/orders${query ? `?${query}` : ''}`, staffOrderListSchema),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePurchase(purchaseId: string) {
  return useQuery({
    queryKey: [...ordersKey, 'purchase', purchaseId],
    queryFn: () => adminRequest('GET', `/purchases/${purchaseId}`, staffPurchaseSchema),
    staleTime: 0,
  });
}

export interface MovePayload {
  to: number;
  memo: string;
  orders: { orderId: string; carrier?: string; trackingNumber?: string }[];
}

export function useMoveOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MovePayload) =>
      adminRequest('POST', '/orders/moves', staffMoveAnswerSchema, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

export interface CancelPayload {
  refund: 'full' | 'partial' | 'none';
  amount?: number;
  reason: string;
}

export function useCancelPurchase(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CancelPayload) =>
      adminRequest('POST', `/purchases/${purchaseId}/cancel`, z.object({ refunded: z.int() }), payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

export interface TransferPayload {
  amount: number;
  /** What the screen showed as received: a record from an older view is refused (decision 0820). */
  seenReceived: number;
}

const transferAnswerSchema = z.object({
  judgement: z.enum(['full', 'short', 'over']),
  difference: z.int(),
  received: z.int(),
  amount: z.int(),
});

export function useRecordTransfer(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TransferPayload) =>
      adminRequest('POST', `/purchases/${purchaseId}/bank-transfer`, transferAnswerSchema, payload),
    // Invalidated on a refusal too: a 409 means the record changed, and the screen shows the new one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

const acceptDepositAnswerSchema = z.object({
  accepted: z.boolean(),
  shortfall: z.int(),
  received: z.int(),
  amount: z.int(),
});

/** An owner takes a short or late virtual-account deposit as it is (decision 0786). */
export function useAcceptDeposit(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { seenReceived: number }) =>
      adminRequest(
        'POST',
        `/purchases/${purchaseId}/virtual-account/accept`,
        acceptDepositAnswerSchema,
        payload,
      ),
    // Invalidated on a refusal too: a 409 means a deposit came meanwhile, and the screen shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
