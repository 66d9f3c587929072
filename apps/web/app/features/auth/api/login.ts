// POST /api/v2/login (spec point 7): email and password → data.token. 401 when wrong; 429 with
// the server's Japanese message after repeated failures (decision 0252).
import { loginAnswerSchema } from '@shop/domain/answers';
import type { Login } from '@shop/domain/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import { useAuthStore } from '../store';
import { forgetMemberData } from './member-data';

export async function login(body: Login): Promise<string> {
  return parseAnswer(loginAnswerSchema, await apiClient.post('/login', body)).token;
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
