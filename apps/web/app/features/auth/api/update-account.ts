// PUT /api/v2/account (spec point 7): the whole account form; a new e-mail or password needs the
// current password (400 when missing, 422 when wrong; decision 0255). Answers data.user.
import { userAnswerSchema } from '@shop/domain/answers';
import type { AccountUpdate } from '@shop/domain/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import { postalCodeForApi } from '../../../lib/postal-code-for-api';
import { signOutIfUnauthorized } from '../store';
import { userQueryKey, type User } from './get-user';

export function accountPayload(form: AccountUpdate) {
  const { receivedPostalData: _candidates, ...fields } = form;
  return { ...fields, postalCode: postalCodeForApi(fields.postalCode) };
}

export async function updateAccount(form: AccountUpdate): Promise<User> {
  return parseAnswer(userAnswerSchema, await apiClient.put('/account', accountPayload(form))).user;
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
    onError: (error) => {
      signOutIfUnauthorized(error);
    },
  });
}
