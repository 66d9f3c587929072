import { ORDER_STATUS, orderStatusLabel } from '../orders/status.ts';
import { deferredPaymentStateLabels } from './terms.ts';

/**
 * An order's status in the customer's words, on its purchase's payment method. A 後払い order
 * awaiting payment (10) waits on the provider's screening, not on money from the customer, so its
 * line reads as the 後払い panel above it does: 審査中 (decision 0789). Every other line reads the
 * spec's label (point 4).
 */
export function orderLineStatusLabel(status: number, paymentMethod: string | null): string {
  if (status === ORDER_STATUS.waitingPurchase && paymentMethod === 'gmoab')
    return deferredPaymentStateLabels.held;
  return orderStatusLabel(status);
}
