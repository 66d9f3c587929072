// POST /api/v2/reset (spec point 7): data.message, empty means success. The answer is the same
// whether the address is registered or not (decision 0253).
import type { ResetRequest } from '@shop/domain/forms';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { jsonObjectSchema, parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

// Every key is optional, so the object check comes first: an array is no answer (as with zod).
const resetAnswerSchema = v.pipe(jsonObjectSchema, v.object({ message: v.optional(v.string()) }));

export async function requestReset(body: ResetRequest): Promise<void> {
  const answer = parseAnswer(resetAnswerSchema, (await apiClient.post('/reset', body)) ?? {});
  // A non-empty message is the server refusing, in words meant for the customer.
  if (answer.message) throw new ApiError(200, answer.message);
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
