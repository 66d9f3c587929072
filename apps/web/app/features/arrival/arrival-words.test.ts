import { describe, expect, it } from 'vitest';
import { arrivalWords } from './arrival-words';

describe('the arrival words of the order review (decision 0804)', () => {
  it('says the destination prefecture’s day', () => {
    expect(arrivalWords('27')('2026-11-27')).toBe('11月28日(土)');
    expect(arrivalWords('47')('2026-11-27')).toBe('11月30日(月)（離島へは日数が多くかかる場合があります）');
  });

  it('says the general window when the address names no prefecture', () => {
    const window = '11月28日(土)〜11月29日(日)頃（離島など一部地域を除く）';
    expect(arrivalWords('')('2026-11-27')).toBe(window);
    expect(arrivalWords(undefined)('2026-11-27')).toBe(window);
  });
});
