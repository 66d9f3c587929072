import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteManifest } from './react-router-globals';
import {
  PREFETCH_BATCH_SIZE,
  PREFETCH_INTERVAL_MS,
  prefetchAllowed,
  routeModuleUrls,
  startPrefetchScheduler,
  type PrefetchSchedulerDeps,
} from './route-prefetch';

describe('startPrefetchScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(urls: string[], overrides: Partial<PrefetchSchedulerDeps> = {}) {
    const loaded: string[] = [];
    let hidden = false;
    let visibleListener: (() => void) | null = null;
    const stop = startPrefetchScheduler({
      candidates: () => urls.filter((url) => !loaded.includes(url)),
      load: (url) => {
        loaded.push(url);
        return Promise.resolve();
      },
      later: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      isHidden: () => hidden,
      onceVisible: (run) => {
        visibleListener = run;
        return () => {
          visibleListener = null;
        };
      },
      ...overrides,
    });
    return {
      loaded,
      stop,
      hide: () => {
        hidden = true;
      },
      show: () => {
        hidden = false;
        visibleListener?.();
      },
    };
  }

  const tenUrls = Array.from({ length: 10 }, (_, i) => `/sp/assets/route-${i}.js`);

  it(`loads ${PREFETCH_BATCH_SIZE} modules at once, then the next ${PREFETCH_BATCH_SIZE} every ${PREFETCH_INTERVAL_MS / 1000} s`, () => {
    const { loaded } = setup(tenUrls);
    expect(PREFETCH_BATCH_SIZE).toBe(4);
    expect(PREFETCH_INTERVAL_MS).toBe(3000);
    expect(loaded).toEqual(tenUrls.slice(0, 4));
    vi.advanceTimersByTime(2999);
    expect(loaded).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(loaded).toEqual(tenUrls.slice(0, 8));
    vi.advanceTimersByTime(3000);
    expect(loaded).toEqual(tenUrls);
    // The next turn finds nothing left and schedules no more.
    vi.advanceTimersByTime(3000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never asks twice for a module whose load is still under way', () => {
    const requested: string[] = [];
    setup(tenUrls.slice(0, 2), {
      candidates: () => tenUrls.slice(0, 2),
      load: (url) => {
        requested.push(url);
        return new Promise(() => undefined);
      },
    });
    vi.advanceTimersByTime(10_000);
    expect(requested).toEqual(tenUrls.slice(0, 2));
  });

  it('keeps going after a failed load', () => {
    const requested: string[] = [];
    setup(tenUrls, {
      load: (url) => {
        requested.push(url);
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      },
    });
    vi.advanceTimersByTime(3000);
    expect(requested).toHaveLength(8);
  });

  it('waits while the tab is hidden and goes on when it is shown', () => {
    const { loaded, hide, show } = setup(tenUrls);
    hide();
    vi.advanceTimersByTime(30_000);
    expect(loaded).toHaveLength(4);
    show();
    expect(loaded).toHaveLength(8);
  });

  it('stops when asked', () => {
    const { loaded, stop } = setup(tenUrls);
    stop();
    vi.advanceTimersByTime(30_000);
    expect(loaded).toHaveLength(4);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('prefetchAllowed', () => {
  it.each([
    ['no Network Information API (Safari)', undefined, true],
    ['4g', { effectiveType: '4g' }, true],
    ['3g', { effectiveType: '3g' }, true],
    ['2g', { effectiveType: '2g' }, false],
    ['slow-2g', { effectiveType: 'slow-2g' }, false],
    ['Save-Data on 4g', { effectiveType: '4g', saveData: true }, false],
  ])('%s → %s', (_label, connection, expected) => {
    expect(prefetchAllowed(connection)).toBe(expected);
  });
});

describe('routeModuleUrls', () => {
  const manifest: RouteManifest = {
    routes: {
      root: { id: 'root', path: '', module: '/sp/assets/root.js' },
      'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: '/sp/assets/home.js' },
      'routes/about': { id: 'routes/about', parentId: 'root', path: 'about', module: '/sp/assets/about.js' },
      'routes/material': {
        id: 'routes/material',
        parentId: 'root',
        path: 'materials/:materialName',
        module: '/sp/assets/material.js',
        clientLoaderModule: '/sp/assets/material-client-loader.js',
      },
      'routes/not-found': {
        id: 'routes/not-found',
        parentId: 'root',
        path: '*',
        module: '/sp/assets/not-found.js',
      },
    },
  };

  it('gives each linked route’s module once, in link order, leaving loaded routes out', () => {
    const urls = routeModuleUrls(
      ['/sp/about', '/sp/', '/sp/materials/pet', '/sp/about', '/sp/materials/vinyl'],
      manifest,
      new Set(['root', 'routes/home']),
      '/sp/',
    );
    expect(urls).toEqual([
      '/sp/assets/about.js',
      '/sp/assets/material.js',
      '/sp/assets/material-client-loader.js',
    ]);
  });

  it('matches an unknown app path to the 404 route and ignores paths outside the app', () => {
    expect(
      routeModuleUrls(['/sp/no-such-page', '/api/v2/products'], manifest, new Set(['root']), '/sp/'),
    ).toEqual(['/sp/assets/not-found.js']);
  });
});
