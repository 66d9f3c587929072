import { configuratorReducer, initConfigurator } from '@shop/domain/configurator';
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, product, purpose, stubCalcPrice, withQueryClient } from '../test-support';
import { CALC_PRICE_DEBOUNCE_MS, toWireItem, useServerPrice } from './calc-price';

const labels = configuratorReducer(initConfigurator(product(101)), {
  type: 'applyPreset',
  preset: purpose('product-label').preset,
});

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('toWireItem', () => {
  it('sends estimate and estimateData as JSON strings (spec point 7)', () => {
    const wire = toWireItem({ ...labels.item, estimateData: { no: 2 } });
    expect(wire.estimate).toBe('null');
    expect(wire.estimateData).toBe('{"no":2}');
    expect(wire.sizeX).toBe(50);
  });
});

describe('useServerPrice', () => {
  it('asks nothing while the item cannot be priced', async () => {
    const fetchMock = stubCalcPrice();
    const { result } = renderHook(() => useServerPrice(initConfigurator(product(101)).item, false), {
      wrapper: withQueryClient(),
    });
    await new Promise((resolve) => setTimeout(resolve, CALC_PRICE_DEBOUNCE_MS + 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toEqual({ status: 'waiting' });
  });

  it('confirms the item as it opens, then once per burst of changes', async () => {
    const fetchMock = stubCalcPrice();
    const { result, rerender } = renderHook(({ num }) => useServerPrice({ ...labels.item, num }, true), {
      wrapper: withQueryClient(),
      initialProps: { num: 100 },
    });
    await waitFor(() => expect(result.current.status).toBe('confirmed'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    rerender({ num: 200 });
    // Changed and not yet confirmed: the browser's figure stands meanwhile.
    expect(result.current).toEqual({ status: 'waiting' });
    rerender({ num: 300 });
    await waitFor(() => expect(result.current.status).toBe('confirmed'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/v2/calcprice');
    expect(JSON.parse(init?.body as string)).toMatchObject({ num: 300, estimate: 'null' });
    if (result.current.status !== 'confirmed') throw new Error('expected a confirmed price');
    expect(result.current.detail.num).toBe(300);
  });

  it('reports a 422 as refused, with the server’s message and field messages', async () => {
    stubCalcPrice(() =>
      json(
        {
          message: '指定された条件ではご注文いただけません',
          errors: { num: 'このサイズではご指定の数量をお選びいただけません' },
        },
        422,
      ),
    );
    const { result } = renderHook(() => useServerPrice(labels.item, true), { wrapper: withQueryClient() });
    await waitFor(() =>
      expect(result.current).toEqual({
        status: 'refused',
        message: '指定された条件ではご注文いただけません',
        errors: { num: 'このサイズではご指定の数量をお選びいただけません' },
      }),
    );
  });

  it('leaves the browser’s price standing when the server cannot answer', async () => {
    stubCalcPrice(() => json({ message: 'サーバーエラー' }, 500));
    const { result } = renderHook(() => useServerPrice(labels.item, true), { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current).toEqual({ status: 'unavailable' }));
  });

  it('offline, holds the question and says so; back online, the server confirms the price', async () => {
    const fetchMock = stubCalcPrice();
    onlineManager.setOnline(false);
    const { result } = renderHook(() => useServerPrice(labels.item, true), { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current).toEqual({ status: 'offline' }));
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.status).toBe('confirmed'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a request that never got an answer as offline, not as a server failure', async () => {
    stubCalcPrice(() => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderHook(() => useServerPrice(labels.item, true), { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current).toEqual({ status: 'offline' }));
  });

  it('says offline from the first unanswered try, while the question is asked again', async () => {
    // The server as the other tests have it, reached on the second try, once the test lets it answer.
    const server = stubCalcPrice();
    let letItAnswer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      letItAnswer = resolve;
    });
    const tries = vi.fn<typeof server>();
    tries.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    tries.mockImplementationOnce((url, init) => answered.then(() => server(url, init)));
    vi.stubGlobal('fetch', tries);
    const { result } = renderHook(() => useServerPrice(labels.item, true), {
      wrapper: withQueryClient({ retry: 1, retryDelay: 0 }),
    });
    // The second try is under way and has not answered: the first one's failure is what is known.
    await waitFor(() => expect(tries).toHaveBeenCalledTimes(2));
    expect(result.current).toEqual({ status: 'offline' });
    letItAnswer();
    await waitFor(() => expect(result.current.status).toBe('confirmed'));
  });
});
