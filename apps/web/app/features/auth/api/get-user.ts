// GET /api/v2/user (spec point 7): data.user, the member's own data (spec point 3's User).
import { userAnswerSchema, type User } from '@shop/domain/answers';
import { memberContactOf, type MemberContact } from '@shop/domain/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import { signOutIfUnauthorized, useAuthStore } from '../store';

export type { User };

export async function getUser(signal?: AbortSignal): Promise<User> {
  try {
    return parseAnswer(userAnswerSchema, await apiClient.get('/user', { signal })).user;
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

/** A logged-in member's details for the forms to start from; null for visitors (decision 0661). */
export function useMemberContact(): MemberContact | null {
  const user = useUser();
  return useMemo(() => (user.data ? memberContactOf(user.data) : null), [user.data]);
}
