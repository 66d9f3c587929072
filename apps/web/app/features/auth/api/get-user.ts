// GET /api/v2/user (spec point 7): data.user, the member's own data (spec point 3's User).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { signOutIfUnauthorized, useAuthStore } from '../store';

export const memberAddressSchema = z.object({
  id: z.int(),
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

export const userSchema = z.object({
  id: z.int(),
  email: z.string(),
  organization: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  familyKana: z.string(),
  givenKana: z.string(),
  /** 7 digits as a number (600000 is 060-0000); null for a member who left. */
  postalCode: z.nullable(z.int()),
  addressLevel1: z.string(),
  addressLevel2: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  tel: z.string(),
  fax: z.string(),
  emergencyTel: z.string(),
  holdingPoint: z.int(),
  sources: z.array(memberAddressSchema),
  destinations: z.array(memberAddressSchema),
  activeOrders: z.int(),
  deliveredOrders: z.int(),
  activeEstimates: z.int(),
  estimateTo: z.string(),
});

export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });

export async function getUser(signal?: AbortSignal): Promise<User> {
  try {
    return userResponseSchema.parse(await apiClient.get('/user', { signal })).user;
  } catch (error) {
    signOutIfUnauthorized(error);
    throw error;
  }
}

export const userQueryKey = ['user'] as const;

export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: ({ signal }) => getUser(signal),
  // The member's own data changes through this app; a minute keeps screens in step.
  staleTime: 60 * 1000,
});

/** The member, once authed; `enabled` also waits for the start's check. */
export function useUser(options: { enabled?: boolean } = {}) {
  const isAuthed = useAuthStore((state) => state.isAuthed);
  return useQuery({ ...userQueryOptions, enabled: isAuthed === true && (options.enabled ?? true) });
}
