import { data } from 'react-router';

// Spec point 2 and 9: purchase numbers have 11 digits, and purchase-detail paths
// ((checkout|mypage)/(done|histories)/<id>, purchase/done/<id>) only match such a number.
const PURCHASE_ID = /^\d{11}$/;

export function isPurchaseId(value: unknown): value is string {
  return typeof value === 'string' && PURCHASE_ID.test(value);
}

/**
 * For a route's clientLoader: returns the purchase id, or throws a 404 route error that the root
 * ErrorBoundary shows as the missing-page screen.
 */
export function requirePurchaseId(value: string | undefined): string {
  if (!isPurchaseId(value)) throw data(null, { status: 404, statusText: 'Not Found' });
  return value;
}
