import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemNumberingErrors, numberingErrors, numberingMessages } from './numbering-rules.ts';
import {
  defaultNumbering,
  numberingLabel,
  numberingRange,
  numberingSchema,
  numberingSpecification,
  type Numbering,
} from './numbering.ts';

const numbering = (patch: Partial<Numbering>): Numbering => ({ ...defaultNumbering, ...patch });

describe('numbering seals (issue 16 point 3, decision 0655)', () => {
  it.each([
    [numbering({}), 100, 'No.', '0001', '0100'],
    [numbering({ start: '1001', prefix: 'A-' }), 500, '', 'A-1001', 'A-1500'],
    [numbering({ start: '７', digits: 3, suffix: '号' }), 10, '', '007号', '016号'],
    [numbering({ start: '0', digits: 0 }), 100, '', '0', '99'],
    [numbering({ start: '00042', digits: 6, prefix: 'No.' }), 1, '', 'No.000042', 'No.000042'],
  ])('prints the first and last numbers (%#)', (given, num, _unused, first, last) => {
    expect(numberingRange(given, num)).toEqual({ first, last });
    expect(numberingErrors(given, num)).toEqual({});
  });

  it('shows the first number alone before the quantity is chosen', () => {
    expect(numberingRange(numbering({ prefix: 'No.' }), 0)).toEqual({ first: 'No.0001', last: null });
  });

  it.each([
    [numbering({ start: '' }), 100, 'start', numberingMessages.startRequired],
    [numbering({ start: '1a' }), 100, 'start', numberingMessages.startNotNumber],
    [numbering({ start: '-1' }), 100, 'start', numberingMessages.startNotNumber],
    [numbering({ start: '123456789' }), 100, 'start', numberingMessages.startNotNumber],
    [numbering({ start: '9950' }), 100, 'digits', numberingMessages.overflow('10,049', 4)],
    [numbering({ start: '10000' }), 0, 'digits', numberingMessages.overflow('10,000', 4)],
    [numbering({ prefix: 'ABCDEFG' }), 100, 'prefix', numberingMessages.tooLong('接頭文字')],
    [numbering({ prefix: 'No. ' }), 100, 'prefix', numberingMessages.unusable('接頭文字')],
    [numbering({ suffix: '😀' }), 100, 'suffix', numberingMessages.unusable('接尾文字')],
  ])('refuses what cannot be printed (%#)', (given, num, field, message) => {
    expect(numberingErrors(given, num)).toEqual({ [field]: message });
  });

  it('writes the numbering as one fact of the specification', () => {
    expect(numberingSpecification(numbering({ prefix: 'No.' }), 100)).toBe('No.0001〜No.0100（4桁）');
    expect(numberingSpecification(numbering({ digits: 0 }), 20)).toBe('1〜20（ゼロ埋めなし）');
  });

  it('asks only numbering seals for a numbering, and refuses one without it', () => {
    expect(itemNumberingErrors('general', { num: 100, numbering: null })).toEqual({});
    expect(itemNumberingErrors('numbering', { num: 100, numbering: null })).toEqual({
      'numbering.start': numberingMessages.missing,
    });
    expect(itemNumberingErrors('numbering', { num: 100, numbering: numbering({ start: 'x' }) })).toEqual({
      'numbering.start': numberingMessages.startNotNumber,
    });
  });

  it('parses a stored numbering with its defaults and refuses a digit count out of range', () => {
    expect(numberingSchema.parse({})).toEqual(defaultNumbering);
    expect(numberingSchema.safeParse({ digits: 9 }).success).toBe(false);
  });

  it('accepted numberings print every number within the digits, one apart, first and last as previewed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom('', 'No.', 'A-', '第'),
        (start, digits, num, prefix) => {
          const given = numbering({ start: String(start), digits, prefix });
          const accepted = Object.keys(numberingErrors(given, num)).length === 0;
          const last = start + num - 1;
          expect(accepted).toBe(digits === 0 || String(last).length <= digits);
          if (!accepted) return;
          const range = numberingRange(given, num);
          expect(range?.first).toBe(numberingLabel(given, start));
          expect(range?.last).toBe(numberingLabel(given, last));
          if (digits > 0) expect(range?.last?.length).toBe(prefix.length + digits);
          expect(Number(range?.last?.slice(prefix.length))).toBe(last);
        },
      ),
    );
  });
});
