// POST /api/v2/purchase (spec point 7) with its `Idempotency-Key` header. The shared api client
// takes no extra headers, so this one call opens the envelope itself with the client's helper.
import { purchaseAnswerSchema, type PurchaseAnswer } from '@shop/domain/answers';
import { parseAnswer } from '../../../lib/api-answer';
import { API_BASE, unwrapEnvelope } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { tokenStorage } from '../../../lib/storage';

export type { PurchaseAnswer };

export interface PurchaseBody {
  checkout: Record<string, unknown>;
  items: Record<string, unknown>[];
}

export async function postPurchase(
  body: PurchaseBody,
  idempotencyKey: string,
  fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<PurchaseAnswer> {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
  });
  const token = tokenStorage.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetcher(`${API_BASE}/purchase`, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(
      0,
      '通信できませんでした。ご注文が確定したかどうかは、マイページのご注文履歴でご確認ください',
    );
  }
  return parseAnswer(purchaseAnswerSchema, await unwrapEnvelope(response));
}
