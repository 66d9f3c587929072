// GET /api/v2/sources and /api/v2/destinations (spec point 7): the member's entries, oldest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { integerSchema, parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import type { AddressKind } from './address-kind';

export const addressSchema = v.object({
  id: integerSchema,
  /** 7 digits as a number: 600000 is 060-0000. */
  postalCode: integerSchema,
  addressLevel1: v.string(),
  addressLevel2: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  organization: v.string(),
  familyName: v.string(),
  givenName: v.string(),
  familyKana: v.string(),
  givenKana: v.string(),
  tel: v.string(),
});

export type Address = v.InferOutput<typeof addressSchema>;

export async function getAddresses(kind: AddressKind, signal?: AbortSignal): Promise<Address[]> {
  return parseAnswer(v.array(addressSchema), await apiClient.get(`/${kind}`, { signal }));
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
