// The done page's thanks (spec points 3 and 7): GET /thanks once per purchase and, when the
// purchase had not been thanked before, one GA4 `purchase` event. The purchases already thanked in
// this browser session are remembered, so a reload sends neither the call nor the event again.
import { pushEcommerceEvent } from '../../lib/analytics';
import { getThanks, type ThanksAnswer } from './api/thanks';

const KEY = 'thanked-purchases';
const started = new Set<string>();

function remembered(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function remember(purchaseId: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...remembered(), purchaseId].slice(-20)));
  } catch {
    // Without session storage a reload may ask again; the server's flag still stops a 2nd event.
  }
}

/** Returns false when this purchase was already thanked here (nothing sent). */
export async function thankOnce(
  purchaseId: string,
  fetchThanks: (id: string) => Promise<ThanksAnswer> = getThanks,
): Promise<boolean> {
  if (started.has(purchaseId) || remembered().includes(purchaseId)) return false;
  started.add(purchaseId);
  const answer = await fetchThanks(purchaseId);
  remember(purchaseId);
  if (answer.thanked === 0) {
    const { transaction_id, value, tax, shipping, coupon, payment_type, items } = answer.ecommerce;
    pushEcommerceEvent('purchase', {
      currency: 'JPY',
      value,
      items,
      ...{ transaction_id, tax, shipping, payment_type },
      ...(coupon ? { coupon } : {}),
    });
  }
  return true;
}

export function forgetThanksForTests(): void {
  started.clear();
}
