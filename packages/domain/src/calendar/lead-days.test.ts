import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREFECTURE_CODES } from '../prefectures/index.ts';
import { arrivalDay, formatArrival, formatArrivalDay } from './arrival.ts';
import { addDays } from './day.ts';
import {
  destinationPrefectureOf,
  isDestinationPrefecture,
  leadTimeByPrefecture,
  type DestinationPrefecture,
} from './lead-days.ts';

const destinations = PREFECTURE_CODES.filter(isDestinationPrefecture);

describe('the carrier lead time per prefecture', () => {
  it('covers the 47 prefectures and nothing else', () => {
    expect(destinations).toHaveLength(47);
    expect(isDestinationPrefecture('00')).toBe(false);
    expect(isDestinationPrefecture('48')).toBe(false);
  });

  it("reads an address's prefecture as a destination, or none", () => {
    expect(destinationPrefectureOf('47')).toBe('47');
    expect(destinationPrefectureOf('00')).toBeNull();
    expect(destinationPrefectureOf('')).toBeNull();
    expect(destinationPrefectureOf(null)).toBeNull();
    expect(destinationPrefectureOf(undefined)).toBeNull();
  });

  it.each<[DestinationPrefecture, string, string, string]>([
    ['13', '2026-11-27', '11月28日(土)（離島へは日数が多くかかる場合があります）', 'Tokyo'],
    ['27', '2026-11-27', '11月28日(土)', 'Osaka'],
    ['01', '2026-11-27', '11月29日(日)（離島へは日数が多くかかる場合があります）', 'Hokkaido'],
    ['47', '2026-11-27', '11月30日(月)（離島へは日数が多くかかる場合があります）', 'Okinawa'],
    ['47', '2026-12-28', '12月31日(木)（離島へは日数が多くかかる場合があります）', 'Okinawa over 年末年始'],
  ])('%s, shipped %s: %s (%s)', (prefecture, shipped, expected) => {
    expect(formatArrivalDay(shipped, prefecture)).toBe(expected);
  });

  it('says the window when the prefecture is not known', () => {
    expect(formatArrival('2026-11-27', null)).toBe('11月28日(土)〜11月29日(日)頃（離島など一部地域を除く）');
  });

  it('a parcel arrives one to three days after shipping, Okinawa last', () => {
    const okinawa = leadTimeByPrefecture['47'].days;
    fc.assert(
      fc.property(
        fc.constantFrom<DestinationPrefecture>(...destinations),
        fc.integer({ min: 0, max: 3650 }),
        (prefecture, offset) => {
          const shipped = addDays('2026-01-01', offset);
          const arrives = arrivalDay(shipped, prefecture);
          expect(arrives > shipped).toBe(true);
          expect(arrives <= addDays(shipped, okinawa)).toBe(true);
        },
      ),
    );
  });
});
