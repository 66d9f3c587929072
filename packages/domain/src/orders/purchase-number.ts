// Purchase numbers (spec point 9: 11 digits): the Tokyo date of the purchase as YYMMDD, then that
// day's sequence number in 5 digits, e.g. 26112100001. Staff can read the day off the number, it
// reveals nothing about the shop's total volume, and it never collides as long as the sequence is
// per Tokyo day. Decision: docs/decisions/0154-purchase-numbers.md.
import { z } from 'zod/mini';
import { validationMessages } from '../messages/index.ts';
import { tokyoDateTime, type Instant } from '../format/tokyo-time.ts';
import { HYPHEN_LIKE, SPACE_LIKE, toHalfWidthDigits } from '../validation/characters.ts';
import { safeString } from '../validation/safe-string.ts';

export const PURCHASE_NUMBER_LENGTH = 11;
export const MAX_DAILY_PURCHASES = 99_999;

const ELEVEN_DIGITS = /^\d{11}$/;

/** True for an 11-digit purchase number string. */
export function isPurchaseNumber(value: unknown): value is string {
  return typeof value === 'string' && ELEVEN_DIGITS.test(value);
}

/**
 * The purchase number of the `sequence`-th purchase (1-based) of the Tokyo day containing `at`.
 * Throws RangeError when the sequence is not 1–99,999.
 */
export function purchaseNumberFrom(sequence: number, at: Instant): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_DAILY_PURCHASES) {
    throw new RangeError(`Purchase sequence out of range: ${sequence}`);
  }
  const { year, month, day } = tokyoDateTime(at);
  const yymmdd = [year % 100, month, day].map((part) => String(part).padStart(2, '0')).join('');
  return `${yymmdd}${String(sequence).padStart(5, '0')}`;
}

const NOISE = new RegExp(`[${HYPHEN_LIKE}${SPACE_LIKE}]`, 'g');

/** What a customer typed ('２６１１２１-００００１') as plain digits; not validated. */
export function normalisePurchaseNumber(input: string): string {
  return toHalfWidthDigits(input.normalize('NFC')).replace(NOISE, '');
}

/** The two numbers customers see (issue 24 point 2, decision 0710): one name each, everywhere. */
export const NUMBER_NAMES = { purchase: 'ご注文番号', item: '明細番号' } as const;

const ITEM_NUMBER = /^(\d{11})-(\d{1,3})$/;

/** True for an item number: the purchase number, a hyphen and the item's place (26112100001-1). */
export function isItemNumber(value: unknown): value is string {
  return typeof value === 'string' && ITEM_NUMBER.test(value);
}

const HYPHENS = new RegExp(`[${HYPHEN_LIKE}]`, 'g');
const SPACES = new RegExp(`[${SPACE_LIKE}]`, 'g');

/**
 * A purchase number or an item number as typed or copied from a mail ('２６１１２１-００００１',
 * '26112100001ー1') → '26112100001' or '26112100001-1'. A last group of 1–3 digits is the item's
 * place (no way of writing a purchase number ends in one); any other hyphen is a separator and
 * goes. Not validated: '2611210001-1' stays an item number with a purchase number too short.
 */
export function normaliseOrderReference(input: string): string {
  const parts = toHalfWidthDigits(input.normalize('NFC'))
    .replace(SPACES, '')
    .replace(HYPHENS, '-')
    .split('-')
    .filter((part) => part !== '');
  const last = parts.at(-1) ?? '';
  const head = parts.slice(0, -1).join('');
  if (parts.length < 2 || !/^\d{1,3}$/.test(last)) return parts.join('');
  return head.length === PURCHASE_NUMBER_LENGTH ? `${head}-${Number(last)}` : `${head}-${last}`;
}

/** True for either number a customer may quote about an order. */
export const isOrderReference = (value: unknown): value is string =>
  isPurchaseNumber(value) || isItemNumber(value);

/** A purchase number as customers type it (full-width digits, hyphens), output as 11 digits. */
export const purchaseNumberSchema = safeString({ error: validationMessages.purchaseNumber }).check(
  z.overwrite(normalisePurchaseNumber),
  z.regex(ELEVEN_DIGITS, { error: validationMessages.purchaseNumber }),
);
