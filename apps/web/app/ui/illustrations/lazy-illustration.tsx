import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { whenLoadedAndIdle } from '../../lib/when-idle';
import type { IllustrationProps } from './illustration';

// The pictures are not part of any page's first view (issue 17's budget, issue 23's rule): their
// drawings load once the page has loaded and is idle, into a box of the same size.
const illustration = lazyWithPreload(() => import('./illustration').then((module) => module.Illustration));

/** A picture that appears after the page's first paint; until then a tinted box of its size. */
export function LazyIllustration(props: IllustrationProps & { className: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setWanted(true)), []);
  const placeholder = <span aria-hidden className={`block bg-slate-100 ${props.className}`} />;
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <illustration.Component {...props} />
    </Suspense>
  );
}
