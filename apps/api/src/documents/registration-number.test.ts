import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corporateNumberCheckDigit, isRegistrationNumber } from './registration-number.ts';
import { assertShopProfile, defaultShopProfile } from './shop-profile.ts';

describe('isRegistrationNumber', () => {
  it.each([
    // Published corporate numbers: the National Tax Agency, Toyota Motor Corporation.
    ['T7000012050002', true],
    ['T1180301018771', true],
    ['T9234567890123', true],
    // The right shape with a wrong check digit.
    ['T1234567890123', false],
    ['T8000012050002', false],
    // Wrong shapes.
    ['7000012050002', false],
    ['t7000012050002', false],
    ['T700001205000', false],
    ['T70000120500021', false],
    ['T７000012050002', false],
    ['T 7000012050002', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isRegistrationNumber(value)).toBe(expected);
  });

  it('accepts exactly one check digit for every 12-digit base', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (base) => {
        const valid = [...'0123456789'].filter((check) => isRegistrationNumber(`T${check}${base}`));
        expect(valid).toEqual([String(corporateNumberCheckDigit(base))]);
      }),
    );
  });
});

describe('shop profile', () => {
  it('the default profile carries a valid registration number', () => {
    expect(() => assertShopProfile(defaultShopProfile)).not.toThrow();
  });

  it('a profile with an invalid registration number is refused', () => {
    expect(() => assertShopProfile({ ...defaultShopProfile, registrationNumber: 'T1234567890123' })).toThrow(
      RangeError,
    );
  });
});
