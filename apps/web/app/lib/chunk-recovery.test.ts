import { describe, expect, it } from 'vitest';
import {
  CHUNK_RECOVERY_KEY,
  CHUNK_RECOVERY_WINDOW_MS,
  isChunkLoadError,
  mayForceNavigation,
  pendingTarget,
  readRecoveryRecord,
  recoverFromChunkFailure,
  type RecoveryDeps,
} from './chunk-recovery';
import type { DataRouter, RouterState } from './react-router-globals';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function deps(overrides: Partial<RecoveryDeps> & { at?: number } = {}) {
  const navigations: string[] = [];
  let now = overrides.at ?? 1_000_000;
  const value: RecoveryDeps = {
    storage: memoryStorage(),
    now: () => now,
    navigate: (href) => navigations.push(href),
    currentHref: () => 'https://shop.example/sp/',
    ...overrides,
  };
  return {
    deps: value,
    navigations,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('mayForceNavigation', () => {
  const now = 500_000;
  it.each([
    ['nothing tried yet', null, true],
    ['another path was tried', { path: '/sp/cart', at: now - 1000 }, true],
    ['same path just now', { path: '/sp/about', at: now - 1000 }, false],
    [
      'same path at the edge of the window',
      { path: '/sp/about', at: now - CHUNK_RECOVERY_WINDOW_MS + 1 },
      false,
    ],
    ['same path a window ago', { path: '/sp/about', at: now - CHUNK_RECOVERY_WINDOW_MS }, true],
    ['same path "in the future" (clock moved back)', { path: '/sp/about', at: now + 5000 }, false],
  ])('%s → %s', (_label, last, expected) => {
    expect(mayForceNavigation(last, '/sp/about', now)).toBe(expected);
  });
});

describe('recoverFromChunkFailure', () => {
  it('navigates once to the target, then gives up on the same path instead of looping', () => {
    const { deps: d, navigations } = deps();
    expect(recoverFromChunkFailure('/sp/about?from=home#top', d)).toBe('navigating');
    expect(navigations).toEqual(['https://shop.example/sp/about?from=home#top']);
    // The new page fails again on the same path (React Router would reload it forever).
    expect(recoverFromChunkFailure('/sp/about?from=home#top', d)).toBe('gave-up');
    expect(recoverFromChunkFailure('/sp/about', d)).toBe('gave-up');
    expect(navigations).toHaveLength(1);
  });

  it('tries again after the window, and for another path at once', () => {
    const { deps: d, navigations, advance } = deps();
    recoverFromChunkFailure('/sp/about', d);
    expect(recoverFromChunkFailure('/sp/cart', d)).toBe('navigating');
    advance(CHUNK_RECOVERY_WINDOW_MS);
    expect(recoverFromChunkFailure('/sp/about', d)).toBe('navigating');
    expect(navigations).toEqual([
      'https://shop.example/sp/about',
      'https://shop.example/sp/cart',
      'https://shop.example/sp/about',
    ]);
  });

  it('records the path and time in session storage', () => {
    const { deps: d } = deps({ at: 42 });
    recoverFromChunkFailure('/sp/gallery?x=1', d);
    expect(readRecoveryRecord(d.storage)).toEqual({ path: '/sp/gallery', at: 42 });
  });

  it('gives up without navigating when the attempt cannot be recorded', () => {
    const { deps: d, navigations } = deps({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
      },
    });
    expect(recoverFromChunkFailure('/sp/about', d)).toBe('gave-up');
    expect(navigations).toEqual([]);
  });

  it('reads a damaged record as none', () => {
    for (const stored of ['{', '"text"', '{"path":1,"at":"x"}', 'null']) {
      expect(readRecoveryRecord(memoryStorage({ [CHUNK_RECOVERY_KEY]: stored }))).toBeNull();
    }
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://x/sp/assets/a.js'),
      true,
    ],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/sp/assets/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['Vite CSS preload', new Error('Unable to preload CSS for /sp/assets/a.css'), true],
    ['an API failure', new Error('通信できませんでした'), false],
    ['not an error', 'Failed to fetch dynamically imported module', false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('pendingTarget', () => {
  const location = { pathname: '/sp/', search: '', hash: '', key: 'a' };
  function router(state: Partial<RouterState>): DataRouter {
    return {
      state: { initialized: true, location, navigation: { state: 'idle' }, ...state },
      subscribe: () => () => undefined,
    };
  }

  it('is the current page while the router is still starting (its first page failed)', () => {
    expect(pendingTarget(router({ initialized: false }), '/sp/purposes/x')).toBe('/sp/purposes/x');
  });

  it('is the target of a pending navigation, with its query and hash', () => {
    const target = { pathname: '/sp/about', search: '?a=1', hash: '#b', key: 'b' };
    expect(pendingTarget(router({ navigation: { state: 'loading', location: target } }), '/sp/')).toBe(
      '/sp/about?a=1#b',
    );
  });

  it('is nothing when the router is idle or absent: a reload then is the customer’s own', () => {
    expect(pendingTarget(router({}), '/sp/')).toBeNull();
    expect(pendingTarget(undefined, '/sp/')).toBeNull();
  });
});
