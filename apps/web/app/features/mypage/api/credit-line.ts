// My page's 掛け払い (decision 0835): the member's line (GET /credit-line) and the one application
// (POST /credit-line/application; 400 with field messages, 409 with why not, 503 to try again).
import type { CreditApplication } from '@shop/domain/invoice-credit';
import { creditLineAnswerSchema } from '@shop/domain/invoice-credit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import { getCreditLine } from '../../../lib/credit-line';
import { postalCodeForApi } from '../../../lib/postal-code-for-api';
import { mypageKeys } from './queries';

const creditLineKey = [...mypageKeys.all, 'credit-line'] as const;

export const creditLineQueryOptions = () =>
  queryOptions({ queryKey: creditLineKey, queryFn: ({ signal }) => getCreditLine(signal) });

export function useCreditLine() {
  return useQuery(creditLineQueryOptions());
}

export function useApplyForCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (application: CreditApplication) =>
      parseAnswer(
        creditLineAnswerSchema,
        await apiClient.post('/credit-line/application', {
          ...application,
          postalCode: postalCodeForApi(application.postalCode),
        }),
      ),
    onSuccess: (answer) => queryClient.setQueryData(creditLineKey, answer),
  });
}
