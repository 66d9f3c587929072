// A postal code's consistency with the prefecture and city the customer entered (spec point 5),
// judged against the candidates the lookup returned. Apart from postal-code.ts (decision 0563).
import { fieldMessages } from '../messages/index.ts';
import { prefectureLabel } from '../prefectures/prefectures.ts';
import { SPACE_LIKE } from './characters.ts';

/** One candidate of the lookup (the spec's receivedPostalData): prefecture, city and town. */
export interface PostalCandidate {
  prefecture: string;
  city: string;
  /** The town (町域) of Japan Post's data; '' or absent when the code names no single town. */
  town?: string | undefined;
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

// How a town is written varies: 1丁目 or 一丁目, 霞ヶ関 or 霞が関, 丸ノ内 or 丸の内. Numbers (any
// script) become one mark, and the variants one letter, before town and line are compared.
const NUMBER_RUN = /[0-9０-９〇一二三四五六七八九十百千]+/g;
const KE_VARIANTS = /[ヶケヵが]/g;
const NO_VARIANTS = /[の之]/g;
// Japan Post's notes in brackets: （１～１９丁目）, （次のビルを除く）, （地階・階層不明）.
const BRACKETED = /[（(].*$/;
// 大字 and 字 are often left out when an address is written.
const AZA = /^大?字/;

function comparable(text: string): string {
  return compact(text).replace(NUMBER_RUN, '#').replace(KE_VARIANTS, 'ケ').replace(NO_VARIANTS, 'ノ');
}

/**
 * What a town must show in the street line: its first two letters once written alike. Two, not
 * all: a large office's code names its building (西新宿新宿住友ビル) where the customer writes
 * 西新宿2-6-1, and a Kyoto address puts its 通り before the town, so the town may appear anywhere.
 */
function townMark(town: string): string {
  return comparable(town.replace(BRACKETED, '').replace(AZA, '')).slice(0, 2);
}

/**
 * The street-line message for an address whose postal code agrees with its city, or null. Only
 * where the data can tell (decision 0663): every candidate of the entered city names a town, and
 * the line (with whatever follows the city in the city field) shows none of them. So 〒907-1101
 * (竹富町竹富) refuses 千代田1-1 left over from another address, while codes for a whole city
 * (一円, 以下に掲載がない場合) accept any line.
 */
export function postalTownProblem(
  candidates: readonly PostalCandidate[],
  entered: { prefecture: string; city: string; line: string },
): string | null {
  const address = compact(asLabel(entered.prefecture) + entered.city);
  const ofCity = candidates
    .map((candidate) => ({ candidate, prefix: compact(asLabel(candidate.prefecture) + candidate.city) }))
    .filter(({ prefix }) => address.startsWith(prefix));
  if (ofCity.length === 0) return null;
  const marks = ofCity.map(({ candidate }) => townMark(candidate.town ?? ''));
  if (marks.some((mark) => mark === '')) return null;
  const shown = ofCity.some(({ prefix }, index) =>
    comparable(address.slice(prefix.length) + entered.line).includes(marks[index] ?? ''),
  );
  if (shown) return null;
  const town = (ofCity[0]?.candidate.town ?? '').replace(BRACKETED, '');
  return fieldMessages.postalTownMismatch(town);
}
