// GET /v2/address/{postal}: the addresses of a postal code, from Japan Post's data.
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';

export const postalCandidateAnswerSchema = z.object({
  prefectureCode: safeString().check(z.describe("'01'–'47'")),
  prefecture: safeString().check(z.describe('東京都')),
  city: safeString().check(z.describe('千代田区 (a designated city with its ward: 札幌市中央区)')),
  town: safeString().check(z.describe("千代田; '' when the code stands for the whole city")),
});
export type PostalCandidateAnswer = z.output<typeof postalCandidateAnswerSchema>;

export const postalAnswerSchema = z.object({
  postalCode: safeString().check(z.describe('7 digits without the hyphen')),
  candidates: z.array(postalCandidateAnswerSchema).check(z.minLength(1)),
});
export type PostalAnswer = z.output<typeof postalAnswerSchema>;
