import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUpdateOnNavigation,
  holdsUpdate,
  TAKEOVER_TIMEOUT_MS,
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
