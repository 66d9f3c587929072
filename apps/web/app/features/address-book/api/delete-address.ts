// DELETE /api/v2/{sources|destinations}/{id} (spec point 7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { AddressKind } from './address-kind';
import { addressesQueryKey } from './get-addresses';

export async function deleteAddress(kind: AddressKind, id: number): Promise<void> {
  await apiClient.delete(`/${kind}/${id}`);
}

export function useDeleteAddress(kind: AddressKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAddress(kind, id),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: addressesQueryKey(kind) });
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
