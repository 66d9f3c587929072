// How many of a long list to render now: the first few at once, the rest a few at a time in tasks
// of their own after each paint. The configurator's seventeen steps (about 560 elements, each
// option priced) drawn in one go were the longest task of the material page's load on a slow
// phone, 170 ms at 4x CPU (Lighthouse's TBT, issue 9, decision 0565). The first screen shows the
// first steps; the others arrive below it within a few frames, before anyone scrolls there.
import { useEffect, useState } from 'react';

/** Steps on a phone's first screen, drawn with the page. */
export const FIRST_STEPS_SHOWN = 3;
/** Steps drawn in each later task. */
export const STEPS_PER_TASK = 4;

export function useShownProgressively(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, FIRST_STEPS_SHOWN));
  useEffect(() => {
    if (shown >= total) return;
    // An effect runs after the browser has painted; the timer gives the next batch a task of its
    // own, so a tap in between is answered first.
    const timer = setTimeout(() => setShown((count) => Math.min(total, count + STEPS_PER_TASK)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
