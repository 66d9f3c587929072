import { describe, expect, it } from 'vitest';
import { normalizeNum } from './num.ts';

const enabled = { id: 2, sizeName: '長辺50mm以内', nums: [10, 20, 50, 100, 1000] };

describe('normalizeNum', () => {
  it.each([
    [10, 10],
    [100, 100],
    [15, 20],
    [1, 10],
    [101, 1000],
    [1000, 1000],
    [99999, 1000],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [20.7, 20],
  ])('%d → %d', (num, expected) => {
    expect(normalizeNum(num, enabled)).toBe(expected);
  });

  it('leaves the quantity as entered while the limits are unknown', () => {
    expect(normalizeNum(15, null)).toBe(15);
  });
});
