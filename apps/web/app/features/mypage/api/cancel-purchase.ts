// PUT /api/v2/cancel/{purchaseId} (spec point 7): the server decides with the transition table
// and answers the customer's message (done at once, or refund follows); 409 carries the reason.
import { cancelAnswerSchema, type CancelAnswer } from '@shop/domain/answers';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export type { CancelAnswer };

export async function cancelPurchase(purchaseId: string): Promise<CancelAnswer> {
  return parseAnswer(cancelAnswerSchema, await apiClient.put(`/cancel/${encodeURIComponent(purchaseId)}`));
}
