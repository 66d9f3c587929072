// The staff session as the screens know it: one query of GET /api/admin/session (null when there
// is none), filled in directly by the login steps' answers.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { staffSessionAnswerSchema, type StaffSessionAnswer } from '@shop/domain/staff';
import { isApiError } from '~/lib/api-error';
import { adminRequest, rememberCsrfToken } from './admin-api';

export const sessionQueryKey = ['admin', 'session'] as const;

async function fetchSession(): Promise<StaffSessionAnswer | null> {
  try {
    const session = await adminRequest('GET', '/session', staffSessionAnswerSchema);
    rememberCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useStaffSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: Infinity });
}

/** Stores a session the server just answered (login, code, enrolment), or null after logout. */
export function useSetSession(): (session: StaffSessionAnswer | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (session) => {
      if (session) rememberCsrfToken(session.csrfToken);
      else rememberCsrfToken('');
      queryClient.setQueryData(sessionQueryKey, session);
      // Anything read under the previous session is not this one's to show.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== sessionQueryKey[1] });
    },
    [queryClient],
  );
}

/** Where a session of this stage belongs. */
export function placeOf(session: StaffSessionAnswer | null | undefined): 'login' | 'code' | 'enrol' | 'in' {
  if (!session) return 'login';
  if (session.stage === 'password') return 'code';
  if (session.stage === 'enrol') return 'enrol';
  return 'in';
}
