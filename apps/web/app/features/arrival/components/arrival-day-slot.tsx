// A delivery option's arrival day, loaded with the countdown box after the page's first view (its
// own file, so the cart, which has no delivery options, does not carry it). A failed load shows
// nothing: the option keeps its shipping date.
import { lazy, Suspense } from 'react';
import type { ArrivalDayProps } from './arrival-countdown';

const ArrivalDay = lazy(() =>
  import('./arrival-countdown').then(
    (loaded) => ({ default: loaded.ArrivalDay }),
    () => ({ default: () => null }),
  ),
);

export function ArrivalDaySlot(props: ArrivalDayProps) {
  return (
    <Suspense fallback={null}>
      <ArrivalDay {...props} />
    </Suspense>
  );
}
