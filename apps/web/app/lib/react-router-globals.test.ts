import { describe, expect, it } from 'vitest';
import {
  onNavigationStart,
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
