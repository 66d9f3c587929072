// The configurator's steps drawn a few at a time (decision 0565): the first screen at once, then
// every later step in tasks of its own, until all are there.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_STEPS_SHOWN, STEPS_PER_TASK, useShownProgressively } from './use-shown-progressively';

afterEach(() => {
  vi.useRealTimers();
});

describe('useShownProgressively', () => {
  it('shows the first steps at once, then a few more in each later task, until all are shown', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useShownProgressively(17));
    expect(result.current).toBe(FIRST_STEPS_SHOWN);
    const seen = [result.current];
    while (result.current < 17) {
      await act(async () => {
        await vi.advanceTimersToNextTimerAsync();
      });
      seen.push(result.current);
    }
    expect(seen).toEqual([3, 7, 11, 15, 17]);
    expect(seen.slice(1, -1).every((count, i) => count - seen[i]! === STEPS_PER_TASK)).toBe(true);
  });

  it('never shows more than there are, and shows a short list whole at once', () => {
    expect(renderHook(() => useShownProgressively(2)).result.current).toBe(2);
    expect(renderHook(() => useShownProgressively(0)).result.current).toBe(0);
  });
});
