// PUT /api/v2/cancel/{purchaseId} (spec point 7): the server decides with the transition table
// and answers the customer's message (done at once, or refund follows); 409 carries the reason.
import * as z from 'zod/mini';
import { apiClient } from '../../../lib/api-client';

const cancelAnswerSchema = z.object({ completed: z.boolean(), message: z.string() });
export type CancelAnswer = z.infer<typeof cancelAnswerSchema>;

export async function cancelPurchase(purchaseId: string): Promise<CancelAnswer> {
  return cancelAnswerSchema.parse(await apiClient.put(`/cancel/${encodeURIComponent(purchaseId)}`));
}
