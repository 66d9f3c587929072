// The one place that reads React Router's private globals. Framework mode keeps its data router and
// route manifest on `window` (its client entry and the hydration script put them there). We only
// read them, for two things hooks cannot give: the target of a pending navigation at the very
// moment React Router reloads the page after a failed route module (hooks update later, in a
// transition; chunk-recovery.ts, service-worker.ts), and the module URLs of every route for
// prefetching (route-prefetch.ts). They are not React Router's public API, so an upgrade may move
// them: `react-router-globals.test.ts` holds React Router's own types against the shapes read here
// (a change fails the type-check), and `e2e/tests/document.spec.ts` reads them in the built app
// (a renamed or reshaped global fails the journey). Only the fields used here are typed.

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  key?: string;
}

export interface RouterState {
  initialized: boolean;
  location: RouterLocation;
  navigation: { state: 'idle' | 'loading' | 'submitting'; location?: RouterLocation };
}

export interface DataRouter {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  clientLoaderModule?: string;
}

export interface RouteManifest {
  routes: Record<string, ManifestRoute | undefined>;
}

interface ReactRouterWindow {
  __reactRouterDataRouter?: DataRouter;
  __reactRouterManifest?: RouteManifest;
  __reactRouterRouteModules?: Record<string, unknown>;
}

function routerWindow(): ReactRouterWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as ReactRouterWindow);
}

export function dataRouter(): DataRouter | undefined {
  return routerWindow()?.__reactRouterDataRouter;
}

export function routeManifest(): RouteManifest | undefined {
  return routerWindow()?.__reactRouterManifest;
}

/** Route ids whose module React Router has already loaded (no need to prefetch them). */
export function loadedRouteIds(): ReadonlySet<string> {
  return new Set(Object.keys(routerWindow()?.__reactRouterRouteModules ?? {}));
}

/** The address of a router location, as `location.assign` wants it. */
export function hrefOf(location: RouterLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Calls `listener` once per navigation, as soon as the router starts it (or, for one that
 * completes at once, when it completes), with the location it goes to.
 */
export function onNavigationStart(
  router: DataRouter,
  listener: (target: RouterLocation) => void,
): () => void {
  let lastKey = router.state.navigation.location?.key ?? router.state.location.key;
  return router.subscribe((state) => {
    const target = state.navigation.location ?? state.location;
    if (target.key === lastKey) return;
    lastKey = target.key;
    listener(target);
  });
}
