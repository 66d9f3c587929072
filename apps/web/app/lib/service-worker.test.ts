import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUpdateOnNavigation,
  holdsUpdate,
  TAKEOVER_TIMEOUT_MS,
  warmOfflineCaches,
  type WaitingWorker,
} from './service-worker';

describe('holdsUpdate', () => {
  it.each([
    ['/sp/checkout/payment', true],
    ['/sp/checkout/tds', true],
    ['/sp/checkout/done/12345678901', true],
    ['/sp/signup/confirmation', true],
    ['/sp/contact/confirmation', true],
    ['/sp/request-sample/step-2', true],
    ['/sp/request-estimate/confirm', true],
    ['/sp/', false],
    ['/sp/cart', false],
    ['/sp/products', false],
    ['/sp/signup', false],
    ['/sp/mypage/histories', false],
    ['/sp/purchase/done/12345678901', false],
  ])('%s → %s', (pathname, expected) => {
    expect(holdsUpdate(pathname, '/sp/')).toBe(expected);
  });
});

describe('createUpdateOnNavigation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const loads: string[] = [];
    let takeOver: () => void = () => undefined;
    const worker = {
      skipWaiting: vi.fn(),
      controlling: () =>
        new Promise<void>((resolve) => {
          takeOver = resolve;
        }),
    } satisfies WaitingWorker;
    const update = createUpdateOnNavigation({
      load: (href) => loads.push(href),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      basename: '/sp/',
    });
    return { update, worker, loads, takeOver: () => takeOver() };
  }

  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash, key: pathname });

  it('does nothing while no new version is waiting', () => {
    const { update, loads } = setup();
    expect(update.navigated(at('/sp/products'))).toBe(false);
    expect(loads).toEqual([]);
  });

  it('never takes over on the way into the checkout, then does on the next page outside it', async () => {
    const { update, worker, loads, takeOver } = setup();
    update.workerWaiting(worker);
    expect(update.navigated(at('/sp/checkout/payment'))).toBe(false);
    expect(update.navigated(at('/sp/checkout/shipment'))).toBe(false);
    expect(worker.skipWaiting).not.toHaveBeenCalled();

    expect(update.navigated(at('/sp/products', '?sort=price', '#list'))).toBe(true);
    expect(worker.skipWaiting).toHaveBeenCalledOnce();
    // The full load waits until the new worker controls the page.
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toEqual([]);
    takeOver();
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toEqual(['/sp/products?sort=price#list']);
  });

  it('loads the page anyway if the worker does not take over in time, and only once', async () => {
    const { update, worker, loads } = setup();
    update.workerWaiting(worker);
    update.navigated(at('/sp/cart'));
    expect(update.navigated(at('/sp/gallery'))).toBe(false);
    await vi.advanceTimersByTimeAsync(TAKEOVER_TIMEOUT_MS);
    expect(loads).toEqual(['/sp/cart']);
    expect(worker.skipWaiting).toHaveBeenCalledOnce();
  });
});

describe('warmOfflineCaches', () => {
  const origin = 'https://shop.example';
  const at = (path: string) => new URL(path, origin);
  const preloaded = ['/api/v2/holidays', '/api/v2/shipping-dates', '/api/v2/products', '/api/v2/info'].map(
    at,
  );

  async function warm(page: string) {
    const kept: string[] = [];
    const asked: string[] = [];
    await warmOfflineCaches({
      location: at(page),
      topPage: at('/sp/'),
      preloaded,
      keepPage: async (url) => void kept.push(url.href),
      ask: async (url) => void asked.push(url.pathname),
    });
    return { kept, asked };
  }

  it('keeps the top page and a catalogue page the customer is on, without its query', async () => {
    const { kept } = await warm('/sp/materials/white-pp?preset=product-label');
    expect(kept).toEqual([`${origin}/sp/`, `${origin}/sp/materials/white-pp`]);
  });

  it('keeps the top page once, and never a page outside the catalogue', async () => {
    expect((await warm('/sp/')).kept).toEqual([`${origin}/sp/`]);
    expect((await warm('/sp/mypage/histories')).kept).toEqual([`${origin}/sp/`]);
  });

  it('asks again only for the preloaded answers the worker keeps', async () => {
    expect((await warm('/sp/')).asked).toEqual(['/api/v2/holidays', '/api/v2/products']);
  });

  it('carries on when one of them fails', async () => {
    const asked: string[] = [];
    await expect(
      warmOfflineCaches({
        location: at('/sp/cart'),
        topPage: at('/sp/'),
        preloaded,
        keepPage: () => Promise.reject(new Error('offline')),
        ask: async (url) => void asked.push(url.pathname),
      }),
    ).resolves.toBeUndefined();
    expect(asked).toEqual(['/api/v2/holidays', '/api/v2/products']);
  });
});
