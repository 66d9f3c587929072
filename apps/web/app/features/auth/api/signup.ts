// POST /api/v2/user (spec point 7): the signup form. 409 when the e-mail is registered; the
// server's message is shown as it is (spec point 8).
import type { Signup } from '@shop/domain/forms';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { postalCodeForApi } from '../../../lib/postal-code-for-api';

/** The body as the API takes it: the postal code as a number, no lookup candidates (0255). */
export function signupPayload(form: Signup) {
  const { receivedPostalData: _candidates, ...fields } = form;
  return { ...fields, postalCode: postalCodeForApi(fields.postalCode) };
}

export async function signup(form: Signup): Promise<void> {
  await apiClient.post('/user', signupPayload(form));
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
