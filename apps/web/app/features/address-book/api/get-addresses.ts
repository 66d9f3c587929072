// GET /api/v2/sources and /api/v2/destinations (spec point 7): the member's entries, oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import type { AddressKind } from './address-kind';

export const addressSchema = z.object({
  id: z.int(),
  /** 7 digits as a number: 600000 is 060-0000. */
  postalCode: z.int(),
  addressLevel1: z.string(),
  addressLevel2: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  organization: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  familyKana: z.string(),
  givenKana: z.string(),
  tel: z.string(),
});

export type Address = z.infer<typeof addressSchema>;

export async function getAddresses(kind: AddressKind, signal?: AbortSignal): Promise<Address[]> {
  return z.array(addressSchema).parse(await apiClient.get(`/${kind}`, { signal }));
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
