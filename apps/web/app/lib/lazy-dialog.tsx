// A dialog whose code loads apart from the page's first view (decision 0676): a closed dialog
// shows nothing, so its code (the modal, its form, its rules) is fetched when the browser is idle
// after the page appears, and at the latest when it first opens. Once opened it stays mounted, so
// the native <dialog> closes itself and gives the focus back to its opener as any other does.
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyWithPreload } from './lazy-with-preload';
import { whenIdle } from './when-idle';

export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const part = lazyWithPreload(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    useEffect(() => whenIdle(part.preload), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <part.Component {...props} />
      </Suspense>
    );
  };
}
