// GET /api/v2/sources and /api/v2/destinations (spec point 7): the member's entries, oldest first.
import { addressEntriesSchema, type AddressEntry } from '@shop/domain/answers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import type { AddressKind } from './address-kind';

export type Address = AddressEntry;

export async function getAddresses(kind: AddressKind, signal?: AbortSignal): Promise<Address[]> {
  return parseAnswer(addressEntriesSchema, await apiClient.get(`/${kind}`, { signal }));
}

export const addressesQueryKey = (kind: AddressKind) => ['address-book', kind] as const;

export const addressesQueryOptions = (kind: AddressKind) =>
  queryOptions({
    queryKey: addressesQueryKey(kind),
    queryFn: ({ signal }) => getAddresses(kind, signal),
    staleTime: 60 * 1000,
  });

export function useAddresses(kind: AddressKind) {
  return useQuery(addressesQueryOptions(kind));
}
