// The countdown box, loaded after the page's first view (issue 23's budget: nothing added to a
// route's first view): it needs the holidays, which arrive after the page anyway. Its place is
// kept so the steps below do not move when it arrives; a failed load leaves the place empty
// rather than breaking the page (the shipping dates stay on the delivery options).
import { lazy, Suspense } from 'react';
import type { ArrivalCountdownProps } from './arrival-countdown';

const ArrivalCountdown = lazy(() =>
  import('./arrival-countdown').then(
    (loaded) => ({ default: loaded.ArrivalCountdown }),
    () => ({ default: () => null }),
  ),
);

export function ArrivalSlot(props: ArrivalCountdownProps) {
  return (
    <div className="mb-4 min-h-40">
      <Suspense fallback={null}>
        <ArrivalCountdown {...props} />
      </Suspense>
    </div>
  );
}
