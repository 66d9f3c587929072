// An order's status in the customer's words (the API's statusLabel, from @shop/domain/orders).
// Colours group the statuses: waiting for the customer (amber), done (green), stopped (grey).
import { ORDER_STATUS } from '@shop/domain/orders';

const waitingForCustomer: readonly number[] = [ORDER_STATUS.purchased, ORDER_STATUS.waitingReUpload];

function tone(status: number): string {
  if (waitingForCustomer.includes(status)) return 'bg-amber-100 text-amber-900';
  if (status === ORDER_STATUS.delivered) return 'bg-emerald-100 text-emerald-900';
  if (status >= ORDER_STATUS.cancelRequested) return 'bg-slate-200 text-slate-800';
  return 'bg-sky-100 text-sky-900';
}

export function StatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <span
      data-testid="order-status"
      className={`inline-block rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap ${tone(status)}`}
    >
      {label}
    </span>
  );
}
