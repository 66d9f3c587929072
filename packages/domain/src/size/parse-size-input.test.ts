import { describe, expect, it } from 'vitest';
import { parseSizeInput } from './parse-size-input.ts';

describe('parseSizeInput', () => {
  it.each([
    ['50', 50],
    [' 50 ', 50],
    ['５０', 50],
    ['１２０', 120],
    ['', 0],
    ['  ', 0],
    [75, 75],
  ])('%j → %d', (input, expected) => {
    expect(parseSizeInput(input)).toBe(expected);
  });

  it.each(['12.5', 'abc', '50mm', '-5', '1e3'])('%j is not a whole number', (input) => {
    expect(parseSizeInput(input)).toBeNaN();
  });
});
