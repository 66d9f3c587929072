// Postal codes (spec point 5): required, 7 digits once the hyphen is gone, and consistent with the
// prefecture and city the customer entered, judged against the candidates the lookup returned.
// The zod field is in postal-code-schema.ts: pages that only normalise load no zod (decision 0560).
import { fieldMessages } from '../messages/index.ts';
import { prefectureLabel } from '../prefectures/prefectures.ts';
import { HYPHEN_LIKE, SPACE_LIKE, toHalfWidthDigits } from './characters.ts';

const NOISE = new RegExp(`[${HYPHEN_LIKE}${SPACE_LIKE}〒]`, 'g');
export const SEVEN_DIGITS = /^\d{7}$/;

/**
 * '１００－０００１', '〒100-0001' → '1000001'. A number (the spec sends postal codes as numbers,
 * which drop the leading zero of 060-0000) is zero-padded to 7 digits. Nothing is validated here.
 */
export function normalisePostalCode(input: string | number): string {
  if (typeof input === 'number') {
    return Number.isInteger(input) && input >= 0 ? String(input).padStart(7, '0') : String(input);
  }
  return toHalfWidthDigits(input.normalize('NFC')).replace(NOISE, '');
}

/** True when the input is a postal code once normalised. */
export function isPostalCode(input: string | number): boolean {
  return SEVEN_DIGITS.test(normalisePostalCode(input));
}

/** One candidate of the lookup (the spec's receivedPostalData): prefecture and city. */
export interface PostalCandidate {
  prefecture: string;
  city: string;
}

const SPACES = new RegExp(`[${SPACE_LIKE}]`, 'g');

// Forms hold the prefecture as a code ('13'), lookups as a label (東京都): compare labels.
function asLabel(prefecture: string): string {
  return /^\d{2}$/.test(prefecture) ? prefectureLabel(prefecture) : prefecture;
}

function compact(text: string): string {
  return text.normalize('NFC').replace(SPACES, '');
}

/**
 * The postal-code message for an entered prefecture and city, or null when they agree: with no
 * candidates, 郵便番号をご確認ください; when the entered prefecture + city starts with no
 * candidate's prefecture + city, the mismatch message.
 */
export function postalAddressProblem(
  candidates: readonly PostalCandidate[],
  entered: { prefecture: string; city: string },
): string | null {
  if (candidates.length === 0) return fieldMessages.postalCheck;
  const address = compact(asLabel(entered.prefecture) + entered.city);
  const matches = candidates.some((candidate) =>
    address.startsWith(compact(asLabel(candidate.prefecture) + candidate.city)),
  );
  return matches ? null : fieldMessages.postalMismatch;
}
