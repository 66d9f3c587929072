import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, showToast, TOAST_DURATION_MS, useToastStore } from './toast-store';

const messages = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.getState().clear();
  });
  afterEach(() => {
    useToastStore.getState().clear();
    vi.useRealTimers();
  });

  it('shows a toast with its kind and a unique id', () => {
    const first = showToast('カートに追加しました', 'success');
    const second = showToast('ログアウトしました');
    expect(first).not.toBe(second);
    expect(useToastStore.getState().toasts).toEqual([
      { id: first, kind: 'success', message: 'カートに追加しました' },
      { id: second, kind: 'info', message: 'ログアウトしました' },
    ]);
  });

  it.each([
    ['success', TOAST_DURATION_MS.success],
    ['error', TOAST_DURATION_MS.error],
  ] as const)('dismisses a %s toast after %i ms', (kind, duration) => {
    showToast('お知らせ', kind);
    vi.advanceTimersByTime(duration - 1);
    expect(messages()).toEqual(['お知らせ']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('keeps errors on screen longer than successes', () => {
    expect(TOAST_DURATION_MS.error).toBeGreaterThan(TOAST_DURATION_MS.success);
  });

  it('dismisses a toast on request and cancels its timer', () => {
    const id = showToast('A');
    showToast('B');
    useToastStore.getState().dismiss(id);
    expect(messages()).toEqual(['B']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('shows the same notice once when it comes again while on screen, for its full time again', () => {
    const first = showToast('選択項目をご確認ください', 'warning');
    vi.advanceTimersByTime(TOAST_DURATION_MS.warning - 1000);
    expect(showToast('選択項目をご確認ください', 'warning')).toBe(first);
    expect(messages()).toEqual(['選択項目をご確認ください']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(['選択項目をご確認ください']);
    expect(vi.getTimerCount()).toBe(1);
    // The same words as another kind are another notice.
    showToast('選択項目をご確認ください', 'error');
    expect(messages()).toHaveLength(2);
  });

  it(`keeps only the newest ${MAX_TOASTS}`, () => {
    for (const message of ['1', '2', '3', '4', '5']) showToast(message);
    expect(messages()).toEqual(['3', '4', '5']);
    // The dropped toasts' timers are gone too.
    expect(vi.getTimerCount()).toBe(MAX_TOASTS);
  });
});
