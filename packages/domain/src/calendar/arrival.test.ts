import { describe, expect, it } from 'vitest';
import { arrivalWindow, formatArrivalWindow } from './arrival.ts';

describe('arrival after shipping', () => {
  it.each([
    ['a Friday', '2026-11-27', '2026-11-28', '2026-11-29'],
    ['the last day of a year', '2026-12-31', '2027-01-01', '2027-01-02'],
    ['the end of February', '2028-02-28', '2028-02-29', '2028-03-01'],
  ])('%s: the next calendar day or the one after', (_, shipped, from, to) => {
    expect(arrivalWindow(shipped)).toEqual({ from, to });
  });

  it('says the window in Japanese with the regions it does not cover', () => {
    expect(formatArrivalWindow('2026-11-27')).toBe('11月28日(土)〜11月29日(日)頃（離島など一部地域を除く）');
  });
});
