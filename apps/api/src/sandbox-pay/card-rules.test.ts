import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expireError } from '@shop/domain/validation';
import {
  TEST_CARDS,
  cardKindOf,
  maskCardNumber,
  providerExpire,
  providerExpireError,
  tokenFieldError,
  type TokenFields,
} from './card-rules.ts';

const two = (value: number) => String(value).padStart(2, '0');

describe('providerExpireError and providerExpire (year, then month)', () => {
  it.each([
    ['', 110, null],
    ['  ', 110, null],
    ['2904', null, '202904'],
    ['202904', null, '202904'],
    ['２９０４', null, '202904'],
    ['2x04', 111, null],
    ['2029/04', 111, null],
    ['204', 112, null],
    ['20294', 112, null],
    ['2029041', 112, null],
    ['2913', 113, null],
    ['2900', 113, null],
    ['202900', 113, null],
    ['203112', null, '203112'],
  ])('%j → code %j, expire %j', (input, code, expire) => {
    expect(providerExpireError(input)).toBe(code);
    expect(providerExpire(input)).toBe(expire);
  });

  it('adds 2000 to a 2-digit year', () => {
    expect(providerExpire('0012')).toBe('200012');
    expect(providerExpire('9901')).toBe('209901');
  });

  // The form reads the expiry as printed (month first); the provider takes year first. The same
  // digits in the other order must get the same code, or the form and the provider disagree.
  it('agrees with the checkout form on every month and year, 2 or 4 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9999 }), (month, year) => {
        const printedYear = year < 100 ? two(year) : String(year).padStart(4, '0');
        expect(providerExpireError(`${printedYear}${two(month)}`)).toBe(
          expireError(`${two(month)}${printedYear}`),
        );
      }),
    );
  });

  it('agrees with the checkout form on the empty, non-digit and length codes for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (input) => {
        const domain = expireError(input);
        // Month-first and year-first differ only in which digits are the month (113) and in the
        // separators the form accepts between month and year.
        fc.pre(!/[/／\-－]/.test(input));
        const provider = providerExpireError(input);
        if (domain === 113 || provider === 113) return;
        expect(provider).toBe(domain);
      }),
    );
  });
});

describe('tokenFieldError', () => {
  const good: TokenFields = {
    cardno: TEST_CARDS.approve,
    expire: '202904',
    securitycode: '123',
    holdername: 'TARO YAMADA',
  };

  it.each<[Partial<TokenFields>, number | null]>([
    [{}, null],
    [{ cardno: '' }, 100],
    [{ cardno: '4111-1111-1111-111x' }, 101],
    [{ cardno: '411111111111' }, 102],
    [{ expire: '' }, 110],
    [{ expire: '29ab' }, 111],
    [{ expire: '29041' }, 112],
    [{ expire: '2913' }, 113],
    [{ securitycode: '12a' }, 121],
    [{ securitycode: '12' }, 122],
    [{ holdername: '山田太郎' }, 131],
    [{ holdername: 'A'.repeat(51) }, 132],
    [{ holdername: '' }, null],
    // Several errors: the lowest code, as the fields come in that order.
    [{ cardno: '', expire: '', securitycode: 'x' }, 100],
    [{ expire: '2913', holdername: '山田' }, 113],
  ])('%j → %j', (change, code) => {
    expect(tokenFieldError({ ...good, ...change })).toBe(code);
  });
});

describe('maskCardNumber', () => {
  it.each([
    ['4111111111111111', '411111******1111'],
    ['4111 1111 1111 1111', '411111******1111'],
    ['378282246310005', '378282*****0005'],
    ['30569309025904', '305693****5904'],
  ])('%s → %s', (cardno, masked) => expect(maskCardNumber(cardno)).toBe(masked));

  it('never shows more than the first six and last four digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14,16}$/), (digits) => {
        const masked = maskCardNumber(digits);
        expect(masked).toHaveLength(digits.length);
        expect(masked.replace(/\*/g, '')).toBe(digits.slice(0, 6) + digits.slice(-4));
      }),
    );
  });
});

describe('cardKindOf (the test cards)', () => {
  it.each([
    [TEST_CARDS.approve, 'approve'],
    ['4111 1111 1111 1111', 'approve'],
    [TEST_CARDS.challenge, 'challenge'],
    [TEST_CARDS.decline, 'decline'],
    ['5555555555554444', 'approve'],
    ['4111111111111112', 'invalid'],
  ])('%s → %s', (cardno, kind) => expect(cardKindOf(cardno)).toBe(kind));
});
