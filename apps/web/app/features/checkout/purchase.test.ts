import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import type { PurchaseAnswer } from './api/purchase';
import { purchaseOnce } from './purchase';
import { initialCheckoutState, useCheckoutStore } from './store';

const items = [{ id: 1 }];
const answer = (over: Partial<PurchaseAnswer> = {}): PurchaseAnswer => ({
  purchase: { method: 'epsilon', purchaseId: '26112200001', totalAmount: 2530 },
  pareq: null,
  redirect: null,
  md: null,
  termUrl: null,
  estimateData: [],
  ...over,
});

beforeEach(() => {
  useCheckoutStore.setState({
    ...initialCheckoutState,
    card: { token: 'tok', maskedCardNo: '411111******1111' },
    consent: { change: true, data: true, exampleUse: false, repeat: false },
  });
});

describe('purchaseOnce', () => {
  it('sends one request for a double tap, with the card token and the shown total', async () => {
    const send = vi.fn(() => Promise.resolve(answer()));
    const [first, second] = await Promise.all([
      purchaseOnce(items, 2530, send),
      purchaseOnce(items, 2530, send),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ kind: 'done', purchaseId: '26112200001', redirect: null });
    expect(second).toEqual(first);
    const [body, key] = send.mock.calls[0] as unknown as [{ checkout: Record<string, unknown> }, string];
    expect(key).toMatch(/^[\x21-\x7e]{8,128}$/);
    expect(body.checkout).toMatchObject({
      paymentMethod: 'epsilon',
      totalAmount: 2530,
      card: { token: 'tok', maskedCardNo: '411111******1111', installment: '10' },
      consent: { change: true, data: true },
    });
    // Done: the consents and the card are forgotten.
    expect(useCheckoutStore.getState().consent.change).toBe(false);
    expect(useCheckoutStore.getState().card).toBeNull();
  });

  it('reuses the key of an attempt whose answer was lost, and a change gives a new one', async () => {
    const keys: string[] = [];
    const lost = (_body: unknown, key: string) => {
      keys.push(key);
      return Promise.reject(new Error('socket hang up'));
    };
    useCheckoutStore.getState().takeIdempotencyKey();
    const before = useCheckoutStore.getState().idempotencyKey;
    await purchaseOnce(items, 2530, lost);
    await purchaseOnce(items, 2530, lost);
    expect(keys).toEqual([before, before]);
    expect(useCheckoutStore.getState().card).not.toBeNull();
    useCheckoutStore.getState().update({ note: '急ぎです' });
    expect(useCheckoutStore.getState().idempotencyKey).toBeNull();
  });

  it('keeps the answer of 3-D Secure for /checkout/tds', async () => {
    const send = () =>
      Promise.resolve(
        answer({ pareq: 'PAREQ', redirect: 'https://acs.example/challenge', md: 'MD1', termUrl: '/t' }),
      );
    expect(await purchaseOnce(items, 2530, send)).toEqual({ kind: 'tds' });
    expect(useCheckoutStore.getState().tds).toEqual({
      pareq: 'PAREQ',
      redirect: 'https://acs.example/challenge',
      md: 'MD1',
      termUrl: '/t',
    });
    expect(useCheckoutStore.getState().consent.change).toBe(true);
  });

  it('turns a refusal into the error with its message, dropping the spent token', async () => {
    const send = () => Promise.reject(new ApiError(402, 'カードがご利用いただけませんでした'));
    expect(await purchaseOnce(items, 2530, send)).toEqual({
      kind: 'error',
      message: 'カードがご利用いただけませんでした',
    });
    const state = useCheckoutStore.getState();
    expect(state.errorMessage).toBe('カードがご利用いただけませんでした');
    expect(state.card).toBeNull();
    expect(state.idempotencyKey).toBeNull();
  });
});
