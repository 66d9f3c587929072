// A component whose code loads apart from the page's first view, with a way to start that load
// early. For a part of a page that cannot be shown before some data arrives anyway (the estimate
// form waits for the materials, the account form for the member's record): its code is fetched
// beside that data instead of with the page, so the page's first view stays within its budget
// (issue 9, decision 0564) and the customer waits no longer than before. A failed load reaches
// the route's error boundary, as the route's own code would (decision 0503).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyWithPreload<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the load (once); a failure is left for the component to report when it renders. */
  preload: () => void;
}

export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>): LazyWithPreload<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed preload is not kept: the component's own load, when it renders, asks again.
        // (React keeps what that load gives, a failure included, until the page is reloaded.)
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    Component: lazy(start),
    preload: () => void start().catch(() => undefined),
  };
}
