// The login steps move on by what the server answered: the next step the session owes, or the
// page the staff member was on when the session ended.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { StaffSessionAnswer } from '@shop/domain/staff';
import { adminPaths } from '@admin/config/paths';
import { placeOf, useSetSession } from '@admin/lib/staff-session';

/** The page to return to after the login, carried in the location's state by the staff layout. */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : adminPaths.today;
}

export function useSessionStep(): (session: StaffSessionAnswer) => void {
  const setSession = useSetSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (session) => {
      setSession(session);
      const place = placeOf(session);
      const next =
        place === 'code'
          ? adminPaths.loginCode
          : place === 'enrol'
            ? adminPaths.enrol
            : returnPathOf(location.state);
      void navigate(next, { replace: true, state: location.state as unknown });
    },
    [setSession, navigate, location.state],
  );
}
