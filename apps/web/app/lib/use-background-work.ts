// Work that makes the next page faster or the app sturdier but that the first view does not need:
// the service worker and route prefetching load as separate chunks once the page has loaded and is
// idle after that (issue 17 point 6), in the built app only (the dev server keeps HMR without a
// worker in between).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearChunkFailure } from './chunk-recovery';
import { whenLoadedAndIdle } from './when-idle';

export function useBackgroundWork(): void {
  const location = useLocation();

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return whenLoadedAndIdle(() => {
      import('./service-worker').then((module) => module.registerServiceWorker()).catch(() => undefined);
    });
  }, []);

  // Each page links elsewhere: prefetch for the page the customer is on now.
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let stop: (() => void) | undefined;
    let left = false;
    const cancelIdle = whenLoadedAndIdle(() => {
      import('./route-prefetch')
        .then((module) => {
          if (!left) stop = module.startRoutePrefetch();
        })
        .catch(() => undefined);
    });
    return () => {
      left = true;
      cancelIdle();
      stop?.();
    };
  }, [location.pathname]);

  // A page that could not load is forgotten once another page has been reached.
  useEffect(() => clearChunkFailure(), [location.key]);
}
