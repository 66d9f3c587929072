import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseDestinationPrefecture,
  destinationPrefectureKey,
  useDestinationPrefecture,
} from './destination-prefecture';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the destination prefecture of the arrival day', () => {
  it('counts a member at their registered address until a prefecture is picked', () => {
    const { result } = renderHook(() => useDestinationPrefecture('13'));
    expect(result.current).toBe('13');
    act(() => chooseDestinationPrefecture('47'));
    expect(result.current).toBe('47');
    expect(window.localStorage.getItem(destinationPrefectureKey)).toBe('47');
  });

  it('remembers a visitor’s pick on the device and ignores what is no prefecture', () => {
    window.localStorage.setItem(destinationPrefectureKey, '01');
    const { result } = renderHook(() => useDestinationPrefecture(null));
    expect(result.current).toBe('01');
    act(() => chooseDestinationPrefecture('00'));
    expect(result.current).toBe('01');
  });

  it('knows none for a visitor who has not picked one', () => {
    window.localStorage.setItem(destinationPrefectureKey, 'x');
    const { result } = renderHook(() => useDestinationPrefecture(undefined));
    expect(result.current).toBeNull();
  });
});
