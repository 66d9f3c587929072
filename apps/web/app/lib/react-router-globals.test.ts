import {
  createMemoryRouter,
  type DataRouter as ReactRouterDataRouter,
  type UNSAFE_AssetsManifest as ReactRouterManifest,
} from 'react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  onNavigationStart,
  type RouteManifest,
  type DataRouter,
  type RouterLocation,
  type RouterState,
} from './react-router-globals';

function fakeRouter(initial: RouterState) {
  let listener: ((state: RouterState) => void) | null = null;
  const router: DataRouter = {
    state: initial,
    subscribe: (next) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
  };
  return { router, emit: (state: RouterState) => listener?.(state) };
}

const place = (pathname: string, key: string): RouterLocation => ({ pathname, search: '', hash: '', key });

describe('onNavigationStart', () => {
  it('reports each navigation once, when it starts, and ignores revalidations of the same page', () => {
    const home = place('/sp/', 'home');
    const { router, emit } = fakeRouter({ initialized: true, location: home, navigation: { state: 'idle' } });
    const seen: string[] = [];
    onNavigationStart(router, (target) => seen.push(target.pathname));

    const about = place('/sp/about', 'about');
    emit({ initialized: true, location: home, navigation: { state: 'loading', location: about } });
    emit({ initialized: true, location: about, navigation: { state: 'idle' } });
    // A revalidation reloads data for the page the customer is on.
    emit({ initialized: true, location: about, navigation: { state: 'loading', location: about } });
    // A navigation that completes without a loading state is still reported.
    emit({ initialized: true, location: place('/sp/cart', 'cart'), navigation: { state: 'idle' } });

    expect(seen).toEqual(['/sp/about', '/sp/cart']);
  });
});

// An upgrade of React Router that changes what the shop reads from its globals fails here (the
// type-check runs over tests) or in e2e/tests/document.spec.ts (the globals of the built app).
describe('React Router still gives what react-router-globals reads', () => {
  it('its data router and manifest have the fields read here', () => {
    expectTypeOf<ReactRouterDataRouter>().toExtend<DataRouter>();
    expectTypeOf<ReactRouterManifest>().toExtend<RouteManifest>();
  });

  it('a real data router reports the target of a navigation while it is pending', async () => {
    let finishLoading: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { id: 'home', path: '/', element: null },
        {
          id: 'slow',
          path: '/slow',
          element: null,
          loader: () => new Promise<null>((resolve) => (finishLoading = () => resolve(null))),
        },
      ],
      { initialEntries: ['/'] },
    );
    const view: DataRouter = router;
    expect(view.state.initialized).toBe(true);
    const targets: string[] = [];
    onNavigationStart(view, (target) => targets.push(target.pathname));

    const navigated = router.navigate('/slow?x=1');
    expect(view.state.navigation.state).toBe('loading');
    expect(view.state.navigation.location?.pathname).toBe('/slow');
    expect(view.state.navigation.location?.search).toBe('?x=1');
    expect(targets).toEqual(['/slow']);
    finishLoading();
    await navigated;
    expect(view.state.navigation.state).toBe('idle');
    expect(view.state.location.pathname).toBe('/slow');
    expect(targets).toEqual(['/slow']);
    router.dispose();
  });
});
