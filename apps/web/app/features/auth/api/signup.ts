// POST /api/v2/user (spec point 7): the signup form. 409 when the e-mail is registered; the
// server's message is shown as it is (spec point 8). The answer logs the new member in (decision
// 0664). POST /api/v2/email-check asks, at the input step, whether the address is still free.
import { emailCheckAnswerSchema, signupAnswerSchema } from '@shop/domain/answers';
import type { Signup } from '@shop/domain/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import { postalCodeForApi } from '../../../lib/postal-code-for-api';
import { useAuthStore } from '../store';
import { forgetMemberData } from './member-data';

/** The body as the API takes it: the postal code as a number, no lookup candidates (0255). */
export function signupPayload(form: Signup) {
  const { receivedPostalData: _candidates, ...fields } = form;
  return { ...fields, postalCode: postalCodeForApi(fields.postalCode) };
}

/** Registers the member and returns the token of the session the signup opened. */
export async function signup(form: Signup): Promise<string> {
  return parseAnswer(signupAnswerSchema, await apiClient.post('/user', signupPayload(form))).token;
}

/** True when no member uses the address yet. */
export async function emailAvailable(email: string): Promise<boolean> {
  return parseAnswer(emailCheckAnswerSchema, await apiClient.post('/email-check', { email })).available;
}

/** Signup success logs the new member in, as a login would. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (token) => {
      forgetMemberData(queryClient);
      useAuthStore.getState().loginSucceeded(token);
    },
  });
}
