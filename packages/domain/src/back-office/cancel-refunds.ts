/** How staff settle the money when they cancel a purchase (decision 0746). */
export const CANCEL_REFUNDS = ['full', 'partial', 'none'] as const;
export type CancelRefund = (typeof CANCEL_REFUNDS)[number];

/**
 * The refunds a cancellation of a purchase paid by `paymentMethod` may take, the usual one first.
 * 後払い has none: before shipping the buyer has paid nothing, and the provider is told to bill
 * nothing instead (decision 0845).
 */
export function cancelRefundsFor(paymentMethod: string): readonly CancelRefund[] {
  return paymentMethod === 'gmoab' ? ['none'] : CANCEL_REFUNDS;
}
