// POST /api/v2/calcprice (spec point 7): the server re-prices the item with the same engine and
// stays the authority (ARCHITECTURE.md). The browser's price shows at once; this confirms it a
// moment later, and when the two disagree the server's figure is the one shown.
import { calcPriceAnswerSchema } from '@shop/domain/answers';
import type { CurrentItem } from '@shop/domain/configurator';
import type { PriceDetail } from '@shop/domain/pricing';
import { useQuery } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** A burst of taps or keystrokes gives one request, once the customer pauses (issue 3). */
export const CALC_PRICE_DEBOUNCE_MS = 300;

/** Spec point 7: the item is sent with `estimate` and `estimateData` as JSON strings. */
export function toWireItem(item: CurrentItem) {
  return {
    ...item,
    estimate: JSON.stringify(item.estimate),
    estimateData: JSON.stringify(item.estimateData),
  };
}

export async function calcPrice(body: unknown, signal?: AbortSignal): Promise<PriceDetail> {
  const data = await apiClient.post('/calcprice', body, { signal });
  return parseAnswer(calcPriceAnswerSchema, data).detail;
}

export type ServerPrice =
  /** Not asked (nothing to price) or the answer for the item as it is now has not come yet. */
  | { status: 'waiting' }
  | { status: 'confirmed'; detail: PriceDetail }
  /** 422: the combination cannot be ordered; the server's message and field messages. */
  | { status: 'refused'; message: string; errors: Record<string, string> }
  /** A server error: the browser's price stands, the purchase re-prices anyway. */
  | { status: 'unavailable' }
  /**
   * No network (the phone is offline, or the request never got an answer): the browser's price,
   * by the same engine over the catalogue the service worker kept, shown as a reference until the
   * server confirms it (decision 0815). The question is asked again once the phone is back online.
   */
  | { status: 'offline' };

/**
 * The server's price of the item, asked once the item has stayed unchanged for the debounce.
 * `priceable` is the spec's rule for the cart (num > 0 and the size set) together with the
 * browser's engine having priced it: a combination the shared engine already refuses is not
 * sent to be refused again.
 */
export function useServerPrice(item: CurrentItem, priceable: boolean): ServerPrice {
  const body = JSON.stringify(toWireItem(item));
  const settled = useDebouncedValue(body, CALC_PRICE_DEBOUNCE_MS);
  const current = settled === body;
  const query = useQuery({
    queryKey: ['calcprice', settled],
    queryFn: ({ signal }) => calcPrice(JSON.parse(settled) as unknown, signal),
    enabled: priceable && current,
    // The same item always has the same price within a visit.
    staleTime: 10 * 60 * 1000,
  });
  if (!priceable || !current) return { status: 'waiting' };
  if (query.isSuccess) return { status: 'confirmed', detail: query.data };
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && (error.status === 422 || error.status === 400)) {
      return { status: 'refused', message: error.message, errors: error.errors };
    }
    return isApiError(error) && error.status === 0 ? { status: 'offline' } : { status: 'unavailable' };
  }
  // TanStack Query holds the question while the phone says it is offline, and asks once it is not;
  // a question that got no answer is said to be offline at once, while it is asked again.
  const failure = query.failureReason;
  if (query.fetchStatus === 'paused' || (isApiError(failure) && failure.status === 0)) {
    return { status: 'offline' };
  }
  return { status: 'waiting' };
}
