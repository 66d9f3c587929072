// The stand-in's card-field rules: the codes of spec point 5, decided by the same domain functions
// the checkout form uses, so a card the form lets through is never refused by the provider and a
// code the provider answers has its message in the domain catalogue. Only the expiry differs in
// shape: the form reads it as printed on the card (MM/YY), the provider takes year then month.
import {
  cardNumberError,
  holderNameError,
  luhnValid,
  normaliseCardNumber,
  securityCodeError,
  toHalfWidthDigits,
  type CardErrorCode,
} from '@shop/domain/validation';

export interface TokenFields {
  cardno: string;
  /** YYYYMM, or YYMM (a 2-digit year gets 2000 added). */
  expire: string;
  securitycode: string;
  holdername: string;
}

function expireDigits(expire: string): string {
  return toHalfWidthDigits(expire).replace(/[\s\u3000]/g, '');
}

/** 110 empty, 111 other than digits, 112 not 4 or 6 digits, 113 month (the last two) not 1–12. */
export function providerExpireError(expire: string): CardErrorCode | null {
  const digits = expireDigits(expire);
  if (digits === '') return 110;
  if (!/^\d+$/.test(digits)) return 111;
  if (digits.length !== 4 && digits.length !== 6) return 112;
  const month = Number(digits.slice(-2));
  if (month < 1 || month > 12) return 113;
  return null;
}

/** 'YYMM' or 'YYYYMM' → 'YYYYMM'; null when the expiry has an error. */
export function providerExpire(expire: string): string | null {
  if (providerExpireError(expire) !== null) return null;
  const digits = expireDigits(expire);
  return digits.length === 4 ? `20${digits}` : digits;
}

/** The first field error in code order (number, expiry, security code, holder name); null when a token may be issued. */
export function tokenFieldError(fields: TokenFields): CardErrorCode | null {
  return (
    cardNumberError(fields.cardno) ??
    providerExpireError(fields.expire) ??
    securityCodeError(fields.securitycode) ??
    holderNameError(fields.holdername)
  );
}

/** The first six and last four digits, the rest masked: what card statements and receipts show. */
export function maskCardNumber(cardno: string): string {
  const digits = normaliseCardNumber(cardno);
  if (digits.length <= 10) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** The test cards of PAYMENTS.md. */
export const TEST_CARDS = {
  approve: '4111111111111111',
  challenge: '4000000000003220',
  decline: '4000000000000002',
} as const;

/** What a charge with this card does: every other Luhn-valid number is approved without a challenge. */
export type CardKind = 'approve' | 'challenge' | 'decline' | 'invalid';

export function cardKindOf(cardno: string): CardKind {
  const digits = normaliseCardNumber(cardno);
  if (!luhnValid(digits)) return 'invalid';
  if (digits === TEST_CARDS.challenge) return 'challenge';
  if (digits === TEST_CARDS.decline) return 'decline';
  return 'approve';
}
