// GET /api/v2/credit-line (decision 0835): the member's 掛け払い line, read by the payment step
// (loaded apart from its first view, to show what is left of the limit) and by My page.
import { creditLineAnswerSchema, type CreditLineAnswer } from '@shop/domain/invoice-credit';
import { parseAnswer } from './api-answer';
import { apiClient } from './api-client';

export type { CreditLineAnswer };

export async function getCreditLine(signal?: AbortSignal): Promise<CreditLineAnswer> {
  return parseAnswer(creditLineAnswerSchema, await apiClient.get('/credit-line', signal ? { signal } : {}));
}
