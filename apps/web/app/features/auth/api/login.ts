// POST /api/v2/login (spec point 7): email and password → data.token. 401 when wrong; 429 with
// the server's Japanese message after repeated failures (decision 0252).
import type { Login } from '@shop/domain/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';
import { useAuthStore } from '../store';
import { forgetMemberData } from './member-data';

export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });

export async function login(body: Login): Promise<string> {
  return loginResponseSchema.parse(await apiClient.post('/login', body)).token;
}

/** Login success stores the token; failure clears it and sets the error flag (spec point 4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => {
      // Nothing cached for an earlier session (another member on this phone) may show now.
      forgetMemberData(queryClient);
      useAuthStore.getState().loginSucceeded(token);
    },
    onError: () => useAuthStore.getState().loginFailed(),
  });
}
