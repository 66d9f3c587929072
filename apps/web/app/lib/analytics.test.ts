import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  dataLayer,
  loadTagManager,
  pushEcommerceEvent,
  resetTagManagerForTests,
  startTagManager,
} from './analytics';

const gtmScript = () => document.getElementById('gtm-script') as HTMLScriptElement | null;

/** Runs the two animation frames and the idle callback that stand for "after the first paint". */
async function paint(): Promise<void> {
  await vi.advanceTimersByTimeAsync(100);
  await vi.advanceTimersByTimeAsync(3100);
}

beforeEach(() => {
  vi.useFakeTimers();
  delete window.dataLayer;
  resetTagManagerForTests();
});
afterEach(() => {
  gtmScript()?.remove();
  vi.useRealTimers();
});

describe('pushEcommerceEvent', () => {
  it('clears the previous ecommerce object, then pushes the event (GA4 format)', () => {
    pushEcommerceEvent('view_cart', { currency: 'JPY', value: 2530, items: [] });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_cart', ecommerce: { currency: 'JPY', value: 2530, items: [] } },
    ]);
  });

  it('keeps what was pushed before the tag manager loaded', () => {
    window.dataLayer = [{ event: 'earlier' }];
    expect(dataLayer()).toEqual([{ event: 'earlier' }]);
  });
});

describe('loadTagManager', () => {
  it('inserts the container script once, with the gtm.js start event', () => {
    expect(loadTagManager('GTM-AB12CD')).toBe(true);
    expect(gtmScript()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
    expect(gtmScript()?.async).toBe(true);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    expect(loadTagManager('GTM-AB12CD')).toBe(false);
    expect(document.querySelectorAll('#gtm-script')).toHaveLength(1);
  });

  it.each(['', 'UA-1234', 'GTM-"><script>', 'gtm-abc'])('refuses %j', (id) => {
    expect(loadTagManager(id)).toBe(false);
    expect(gtmScript()).toBeNull();
  });
});

describe('startTagManager', () => {
  it('loads the container the server names, only after the first paint', async () => {
    const fetchConfig = vi.fn(() => Promise.resolve({ gtmId: 'GTM-XYZ9' }));
    startTagManager(fetchConfig);
    expect(fetchConfig).not.toHaveBeenCalled();
    await paint();
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(gtmScript()?.src).toContain('id=GTM-XYZ9');
  });

  it('loads nothing when no GTM_ID is configured', async () => {
    const fetchConfig = vi.fn(() => Promise.resolve({ gtmId: null }));
    startTagManager(fetchConfig);
    await paint();
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(gtmScript()).toBeNull();
  });

  it('asks once per page however often it is started, and survives StrictMode cancel-and-restart', async () => {
    const fetchConfig = vi.fn(() => Promise.resolve({ gtmId: 'GTM-XYZ9' }));
    const cancel = startTagManager(fetchConfig);
    cancel();
    startTagManager(fetchConfig);
    startTagManager(fetchConfig);
    await paint();
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('#gtm-script')).toHaveLength(1);
  });

  it('stays quiet when the server cannot be reached', async () => {
    startTagManager(() => Promise.reject(new Error('offline')));
    await paint();
    expect(gtmScript()).toBeNull();
  });
});

describe('afterFirstPaint', () => {
  it('can be cancelled before it runs', async () => {
    const task = vi.fn();
    const cancel = afterFirstPaint(task);
    cancel();
    await paint();
    expect(task).not.toHaveBeenCalled();
  });
});
