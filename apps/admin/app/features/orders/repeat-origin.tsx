import { Link } from 'react-router';
import { adminPaths } from '@admin/config/paths';

/** The order a reorder repeats (decision 0806), linking to that purchase's page. */
export function RepeatOrigin({ origin }: { origin: { orderId: string; purchaseId: string } | undefined }) {
  if (!origin) return null;
  return (
    <p className="mt-1 text-sm">
      リピート元：
      <Link className="text-brand underline" to={adminPaths.purchase(origin.purchaseId)}>
        ご注文 <span className="font-mono">{origin.orderId}</span>
      </Link>
    </p>
  );
}
