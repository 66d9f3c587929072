// Prefecture selects: a chosen prefecture is '01'–'47'; '00', '' and the other unanswered values
// say 必ず選択してください (spec point 5's select rule).
import { z } from 'zod/mini';
import { fieldMessages, formMessages } from '../messages/index.ts';
import { isSelected } from '../validation/choice.ts';
import { PREFECTURE_CODES, UNKNOWN_PREFECTURE_CODE, type PrefectureCode } from './prefectures.ts';

const CHOSEN_CODES = PREFECTURE_CODES.filter((code) => code !== UNKNOWN_PREFECTURE_CODE) as [
  Exclude<PrefectureCode, '00'>,
  ...Exclude<PrefectureCode, '00'>[],
];

/** Any of the 48 codes, '00' (unknown) included: for stored data. */
export const prefectureCodeSchema = z.enum(PREFECTURE_CODES, { error: formMessages.invalid });

/** A prefecture the customer chose, '01'–'47': for forms. */
export const chosenPrefectureCodeSchema = z.enum(CHOSEN_CODES, {
  error: (issue) =>
    isSelected(issue.input) && issue.input !== UNKNOWN_PREFECTURE_CODE
      ? formMessages.invalid
      : fieldMessages.mustSelect,
});
