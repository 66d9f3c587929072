import { useEffect } from 'react';

/** A new step opens at its top, as a new page would (the route does not change between steps). */
export function useScrollTopOnStep(step: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);
}
