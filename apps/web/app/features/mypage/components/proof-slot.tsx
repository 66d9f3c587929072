// Where an order card shows its proofs (issue 20, decision 0750). Most orders have none, and the
// section can show nothing before the proofs have been asked for, so its code (the versions, the
// answer form) loads with that question, only for an order at a status where a proof may exist,
// rather than with My page's first view (decision 0676).
import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

/** Statuses at which a proof may exist: from the artwork's arrival on (a fetch elsewhere is wasted). */
const MAY_HAVE_PROOFS = new Set([3, 5, 7, 8, 9, 12]);

const section = lazyWithPreload(() => import('./proof-section').then((module) => module.ProofSection));

export function ProofSlot({ orderId, status }: { orderId: string; status: number }) {
  if (!MAY_HAVE_PROOFS.has(status)) return null;
  return (
    <Suspense fallback={null}>
      <section.Component orderId={orderId} />
    </Suspense>
  );
}
