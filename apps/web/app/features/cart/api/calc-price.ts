// POST /api/v2/calcprice (spec point 7): the server's price of one item, the authority over the
// browser's. The item goes with `estimate` and `estimateData` as JSON strings, as the spec sends it.
import type { PriceDetail } from '@shop/domain/pricing';
import * as v from 'valibot';
import { integerSchema, parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import type { CartItem } from '../cart-item';

/** The parts of the answer the cart uses; the detail is kept whole for the screen (valibot: 0207). */
export const calcPriceAnswerSchema = v.object({
  detail: v.looseObject({
    product: v.looseObject({ id: integerSchema, name: v.string() }),
    sizeName: v.string(),
    amountProduct: integerSchema,
    amountOption: integerSchema,
    amountTotal: integerSchema,
    tax: integerSchema,
  }),
  cartItem: v.looseObject({ size: integerSchema, deliveryDateOption: integerSchema }),
});

export interface CalcPriceAnswer {
  detail: PriceDetail;
  cartItem: { size: number; deliveryDateOption: number };
}

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
  const data = await apiClient.post('/calcprice', wireItem(item), { signal });
  const parsed = parseAnswer(calcPriceAnswerSchema, data);
  // The server's detail follows the domain's PriceDetail; the checks above cover what is shown.
  return { detail: parsed.detail as unknown as PriceDetail, cartItem: parsed.cartItem };
}
