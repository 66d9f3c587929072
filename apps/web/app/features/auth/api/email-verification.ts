// The e-mail proof (decision 0611): POST /api/v2/email-verification mails the link again;
// POST /api/v2/email-verification/{token} follows it.
import { doneAnswerSchema, emailVerifiedAnswerSchema } from '@shop/domain/answers';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export async function requestEmailVerification(): Promise<void> {
  parseAnswer(doneAnswerSchema, await apiClient.post('/email-verification', {}));
}

export function useRequestEmailVerification() {
  return useMutation({ mutationFn: requestEmailVerification });
}

/**
 * Following the link, as a query: the link works once, so the page must send it once however
 * often it renders; a query keyed by the token is asked once and never retried.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['email-verification', token] as const,
    queryFn: async () =>
      parseAnswer(
        emailVerifiedAnswerSchema,
        await apiClient.post(`/email-verification/${encodeURIComponent(token)}`, {}),
      ),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** After a proof, the member's data (emailVerified, estimate count) is read again. */
export function useRefreshUserAfterProof() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userQueryKey });
}
