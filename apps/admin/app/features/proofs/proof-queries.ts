// The back office's proof calls (decision 0750), keyed under the orders so a sent proof reloads the
// purchase (its status and the moves it allows).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { orderProofsSchema } from '@shop/domain/proofs';
import { adminRequest } from '@admin/lib/admin-api';
import { ordersKey } from '@admin/features/orders/order-queries';

export function useOrderProofs(orderId: string) {
  return useQuery({
    queryKey: [...ordersKey, 'proofs', orderId],
    queryFn: () => adminRequest('GET', `/orders/${orderId}/proofs`, orderProofsSchema),
    staleTime: 0,
  });
}

const sentSchema = z.object({ orderId: z.string(), version: z.number(), status: z.number() });

export function useSendProof(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ note, file }: { note: string; file: File }) => {
      const body = new FormData();
      // The note first: the server reads the fields that come before the file.
      body.append('note', note);
      body.append('file', file);
      return adminRequest('POST', `/orders/${orderId}/proofs`, sentSchema, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
