// Work that makes the next page faster or the app sturdier but that the first view does not need
// (decision 0202): the service worker and route prefetching load as separate chunks once the page
// is idle, in the built app only (the dev server keeps HMR without a worker in between).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { clearChunkFailure } from './chunk-recovery';
import { whenIdle } from './when-idle';

export function useBackgroundWork(): void {
  const location = useLocation();

  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return whenIdle(() => {
      import('./service-worker').then((module) => module.registerServiceWorker()).catch(() => undefined);
    });
  }, []);

  // Each page links elsewhere: prefetch for the page the customer is on now.
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let stop: (() => void) | undefined;
    let left = false;
    const cancelIdle = whenIdle(() => {
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
