// GET /api/v2/reset/{token}: 200 while the link can be used, 404 when used, expired or unknown.
// POST /api/v2/reset/{token}: the new password; every session of the member ends (decision 0253).
import type { NewPassword } from '@shop/domain/forms';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** True when the link can be used, false when the server refuses it; other failures reject. */
export async function validateResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await apiClient.get(`/reset/${encodeURIComponent(token)}`, { signal });
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return false;
    throw error;
  }
}

export async function resetPassword({ token, password }: NewPassword & { token: string }): Promise<void> {
  await apiClient.post(`/reset/${encodeURIComponent(token)}`, { password });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
