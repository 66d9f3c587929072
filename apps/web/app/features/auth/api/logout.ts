// POST /api/v2/logout (decision 0251), then spec point 4: the token and the user are cleared, the
// member goes to / and reads the notice, whatever the server answered.
//
// The header (where logout lives) sits outside the QueryClientProvider, so the cached member data
// is not dropped here: member screens are behind RequireMember, and the next login drops every
// cached answer of the session before (decision 0401).
import { noticeMessages } from '@shop/domain/notices';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { showToast } from '../../../ui/toast-store';
import { useAuthStore } from '../store';

export async function logout(): Promise<void> {
  await apiClient.post('/logout');
}

/** Returns the logout action for a button. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // Offline or already expired: the device forgets the token all the same.
    }
    // Signed out "at" this screen: a member-only screen being left does not send them to /login.
    useAuthStore.getState().signOut(key);
    await navigate(paths.home.href());
    showToast(noticeMessages.logoutDone, 'success');
  }, [navigate, key]);
}
