import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T13:59:30+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('moves on every minute, so the cut-off is noticed on an open page', () => {
    const { result } = renderHook(() => useNow());
    expect(result.current.toISOString()).toBe('2026-11-20T04:59:30.000Z');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.toISOString()).toBe('2026-11-20T05:00:30.000Z');
  });
});
