// POST /api/v2/reset (spec point 7): data.message, empty means success. The answer is the same
// whether the address is registered or not (decision 0253).
import { doneAnswerSchema } from '@shop/domain/answers';
import type { ResetRequest } from '@shop/domain/forms';
import { useMutation } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export async function requestReset(body: ResetRequest): Promise<void> {
  parseAnswer(doneAnswerSchema, await apiClient.post('/reset', body));
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
