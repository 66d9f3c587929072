// GET /api/v2/user (spec point 7): data.user, the member's own data (spec point 3's User).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { integerSchema, parseAnswer } from '../../../lib/api-answer';
import { addressAnswerSchema } from '../../../lib/address-answer';
import { apiClient } from '../../../lib/api-client';
import { signOutIfUnauthorized, useAuthStore } from '../store';

export const memberAddressSchema = addressAnswerSchema;

export const userSchema = v.object({
  id: integerSchema,
  email: v.string(),
  organization: v.string(),
  familyName: v.string(),
  givenName: v.string(),
  familyKana: v.string(),
  givenKana: v.string(),
  /** 7 digits as a number (600000 is 060-0000); null for a member who left. */
  postalCode: v.nullable(integerSchema),
  addressLevel1: v.string(),
  addressLevel2: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  tel: v.string(),
  fax: v.string(),
  emergencyTel: v.string(),
  holdingPoint: integerSchema,
  sources: v.array(memberAddressSchema),
  destinations: v.array(memberAddressSchema),
  activeOrders: integerSchema,
  deliveredOrders: integerSchema,
  activeEstimates: integerSchema,
  estimateTo: v.string(),
});

export type User = v.InferOutput<typeof userSchema>;

export const userResponseSchema = v.object({ user: userSchema });

export async function getUser(signal?: AbortSignal): Promise<User> {
  try {
    return parseAnswer(userResponseSchema, await apiClient.get('/user', { signal })).user;
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
