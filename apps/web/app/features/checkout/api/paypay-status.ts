// GET /api/v2/paypay/payments/{merchantPaymentId} (decision 0785): where a PayPay payment stands.
// The shop asks PayPay itself each time; the waiting page only reads the answer.
import { payPayStatusSchema, type PayPayStatus } from '@shop/domain/answers';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export async function fetchPayPayStatus(reference: string): Promise<PayPayStatus> {
  return parseAnswer(
    payPayStatusSchema,
    await apiClient.get(`/paypay/payments/${encodeURIComponent(reference)}`),
  );
}
