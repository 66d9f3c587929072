// Card fields (spec point 5), checked before the card-token provider is called, with the
// provider's own codes so that one message table serves both. Decision:
// docs/decisions/0152-card-fields.md.
import { cardMessages } from '../messages/index.ts';
import { toHalfWidthDigits } from './characters.ts';

export const CARD_ERROR_CODES = [100, 101, 102, 110, 111, 112, 113, 121, 122, 131, 132] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

export const CARD_NUMBER_MIN_LENGTH = 14; // Diners Club
export const CARD_NUMBER_MAX_LENGTH = 16; // Visa, Mastercard, JCB (American Express has 15)
export const HOLDER_NAME_MAX_LENGTH = 50;

function isCardErrorCode(code: number): code is CardErrorCode {
  return (CARD_ERROR_CODES as readonly number[]).includes(code);
}

/** The customer's message for a provider code (number or numeric string); any other code → ''. */
export function cardErrorMessage(code: number | string): string {
  const numeric = typeof code === 'number' ? code : /^\d+$/.test(code.trim()) ? Number(code.trim()) : NaN;
  return isCardErrorCode(numeric) ? cardMessages[numeric] : '';
}

/** Spaces and hyphens group the digits on the card; full-width digits come from Japanese IMEs. */
export function normaliseCardNumber(input: string): string {
  return toHalfWidthDigits(input).replace(/[\s\u3000\-－]/g, '');
}

/** 100 empty, 101 other than digits, 102 wrong length; null when the number may be sent. */
export function cardNumberError(input: string): CardErrorCode | null {
  const digits = normaliseCardNumber(input);
  if (digits === '') return 100;
  if (!/^\d+$/.test(digits)) return 101;
  if (digits.length < CARD_NUMBER_MIN_LENGTH || digits.length > CARD_NUMBER_MAX_LENGTH) return 102;
  return null;
}

// Customers read the expiry as printed on the card: month first, then a 2- or 4-digit year.
function expireDigits(input: string): string {
  return toHalfWidthDigits(input)
    .replace(/[\s\u3000]/g, '')
    .replace(/^(\d{1,2})[/／\-－](\d+)$/, (_, month: string, year: string) => month.padStart(2, '0') + year);
}

/** 110 empty, 111 other than digits, 112 not 4 or 6 digits, 113 month not 1–12; null when valid. */
export function expireError(input: string): CardErrorCode | null {
  const digits = expireDigits(input);
  if (digits === '') return 110;
  if (!/^\d+$/.test(digits)) return 111;
  if (digits.length !== 4 && digits.length !== 6) return 112;
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return 113;
  return null;
}

/** A card expiry from its month and year; a 2-digit year gets 2000 added. → 'YYYYMM'. */
export function expireFrom(month: number, year: number): string {
  const fullYear = year < 100 ? year + 2000 : year;
  return `${String(fullYear).padStart(4, '0')}${String(month).padStart(2, '0')}`;
}

/** 'MM/YY', 'MMYY', 'MM/YYYY' or 'MMYYYY' → 'YYYYMM'; null when the expiry has an error. */
export function normaliseExpire(input: string): string | null {
  if (expireError(input) !== null) return null;
  const digits = expireDigits(input);
  return expireFrom(Number(digits.slice(0, 2)), Number(digits.slice(2)));
}

/** 121 other than digits, 122 not 3 or 4 digits (empty included); null when valid. */
export function securityCodeError(input: string): CardErrorCode | null {
  const code = toHalfWidthDigits(input.trim());
  if (!/^\d*$/.test(code)) return 121;
  if (code.length !== 3 && code.length !== 4) return 122;
  return null;
}

// Embossed names: letters, digits, spaces and the few marks found on cards.
const HOLDER_NAME = /^[A-Za-z0-9 .,'/-]*$/;

/** 131 characters other than half-width letters, digits and . , ' / -; 132 over 50 characters. */
export function holderNameError(input: string): CardErrorCode | null {
  const name = input.trim();
  if (!HOLDER_NAME.test(name)) return 131;
  if (name.length > HOLDER_NAME_MAX_LENGTH) return 132;
  return null;
}
