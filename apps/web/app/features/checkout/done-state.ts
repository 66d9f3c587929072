// The done page's state from the member's purchase query (decision 0654).
import { purchaseOutcome } from '@shop/domain/orders';
import { isApiError } from '../../lib/api-error';
import type { DoneState } from './components/purchase-done-screen';

export function doneStateOf(query: {
  isPending: boolean;
  error: unknown;
  data?: { paymentStatus: string; orders: readonly { status: number }[] } | undefined;
}): DoneState {
  if (query.data)
    return purchaseOutcome(
      query.data.paymentStatus,
      query.data.orders.map((order) => order.status),
    );
  if (query.isPending) return 'loading';
  return isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)
    ? 'notFound'
    : 'unknown';
}
