// A postal code's consistency with the prefecture and city the customer entered (spec point 5),
// judged against the candidates the lookup returned. Apart from postal-code.ts (decision 0563).
import { fieldMessages } from '../messages/index.ts';
import { prefectureLabel } from '../prefectures/prefectures.ts';
import { SPACE_LIKE } from './characters.ts';

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
