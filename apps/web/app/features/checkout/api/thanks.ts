// GET /api/v2/thanks/{purchaseId} (spec point 7): marks the purchase thanked and answers the flag
// it had before, with the GA4 ecommerce object of the purchase.
import { thanksAnswerSchema, type ThanksAnswer } from '@shop/domain/answers';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export type { ThanksAnswer };

export async function getThanks(purchaseId: string): Promise<ThanksAnswer> {
  return parseAnswer(thanksAnswerSchema, await apiClient.get(`/thanks/${encodeURIComponent(purchaseId)}`));
}
