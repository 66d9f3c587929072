// POST /api/v2/leave (spec point 7): the account is closed; 409 while an order is in progress
// (decision 0254). Success: token cleared, state reset, /leave-thanks.
import { noticeMessages } from '@shop/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { showToast } from '../../../ui/toast-store';
import { signOutIfUnauthorized, useAuthStore } from '../store';
import { forgetMemberData } from './member-data';

export async function leave(): Promise<void> {
  await apiClient.post('/leave');
}

export function useLeave() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leave,
    onSuccess: async () => {
      // Signed out "at" this screen, so that it does not send the visitor to /login meanwhile.
      useAuthStore.getState().signOut(key);
      useAuthStore.setState({ backTo: null });
      await navigate(paths.leaveThanks.href(), { replace: true });
      forgetMemberData(queryClient);
      showToast(noticeMessages.leaveDone, 'success');
    },
    onError: (error) => {
      signOutIfUnauthorized(error);
    },
  });
}
