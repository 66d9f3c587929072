// POST /api/v2/calcprice (spec point 7): the server's price of one item, the authority over the
// browser's. The item goes with `estimate` and `estimateData` as JSON strings, as the spec sends it.
import { calcPriceAnswerSchema, type CalcPriceAnswer } from '@shop/domain/answers';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import type { CartItem } from '../cart-item';

export type { CalcPriceAnswer };

/** The item as calcprice and purchase take it: without the cart's own fields. */
export function wireItem(item: CartItem): Record<string, unknown> {
  const { calcResult: _calcResult, errors: _errors, ...current } = item;
  return {
    ...current,
    estimate: JSON.stringify(current.estimate),
    estimateData: JSON.stringify(current.estimateData),
  };
}

/** Resolves with the server's price; rejects with an ApiError (422 when it cannot be ordered). */
export async function calcPrice(item: CartItem, signal?: AbortSignal): Promise<CalcPriceAnswer> {
  return parseAnswer(calcPriceAnswerSchema, await apiClient.post('/calcprice', wireItem(item), { signal }));
}
