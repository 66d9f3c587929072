// Cash-on-delivery fee (spec point 9's helper, tax included), on the amount the carrier collects
// for the goods: the cart after coupon and points. Above ¥99,999 cash on delivery is refused, not
// free: docs/decisions/0155-checkout-arithmetic.md.
import { assertYen } from './amounts.ts';

export const CASH_ON_DELIVERY_LIMIT = 99_999;

const FEE_TIERS: readonly { upTo: number; fee: number }[] = [
  { upTo: 9_999, fee: 330 },
  { upTo: 29_999, fee: 440 },
  { upTo: CASH_ON_DELIVERY_LIMIT, fee: 660 },
];

/** The fee for collecting `amount` yen; null above ¥99,999, where cash on delivery is not offered. */
export function cashOnDeliveryFee(amount: number): number | null {
  assertYen('amount', amount);
  return FEE_TIERS.find((tier) => amount <= tier.upTo)?.fee ?? null;
}

/** Cash on delivery needs something to collect, and no more than ¥99,999. */
export function isCashOnDeliveryAvailable(amount: number): boolean {
  assertYen('amount', amount);
  return amount >= 1 && amount <= CASH_ON_DELIVERY_LIMIT;
}
