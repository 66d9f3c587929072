// GET /api/v2/address/{postal} (spec point 7, decision 0257): the addresses of a postal code, from
// Japan Post's data on our own server. Used by every address form through PostalAddressFields.
import { postalAnswerSchema, type PostalCandidateAnswer } from '@shop/domain/answers';
import { normalisePostalCode } from '@shop/domain/validation';
import { parseAnswer } from './api-answer';
import { apiClient } from './api-client';
import { isApiError } from './api-error';

export type PostalLookupCandidate = PostalCandidateAnswer;

/** What the form needs from a lookup: the digits and the candidates (empty when none exist). */
export interface PostalLookup {
  postalCode: string;
  candidates: PostalLookupCandidate[];
}

const SEVEN_DIGITS = /^\d{7}$/;

/**
 * The 7 digits of what a customer typed (hyphen removed, full-width digits made half-width), or
 * null while it is not yet a whole postal code: the lookup runs only at 7 digits (spec point 5).
 */
export function postalDigitsOf(input: string): string | null {
  const digits = normalisePostalCode(input);
  return SEVEN_DIGITS.test(digits) ? digits : null;
}

// Answers do not change within a page view; a customer who retypes a code pays no second call.
const cache = new Map<string, PostalLookup>();

/** Forgets cached answers (tests). */
export function clearPostalLookupCache(): void {
  cache.clear();
}

/**
 * Looks the code up. A code with no address (404) resolves with no candidates, so the form can say
 * 郵便番号をご確認ください; any other failure (offline, 5xx) rejects with the ApiError.
 */
export async function lookupPostalCode(input: string, signal?: AbortSignal): Promise<PostalLookup> {
  const digits = postalDigitsOf(input);
  if (digits === null) return { postalCode: normalisePostalCode(input), candidates: [] };
  const cached = cache.get(digits);
  if (cached) return cached;
  let result: PostalLookup;
  try {
    const data = parseAnswer(postalAnswerSchema, await apiClient.get(`/address/${digits}`, { signal }));
    result = { postalCode: data.postalCode, candidates: data.candidates };
  } catch (error) {
    if (!(isApiError(error) && (error.status === 404 || error.status === 400))) throw error;
    result = { postalCode: digits, candidates: [] };
  }
  cache.set(digits, result);
  return result;
}

/** The spec's receivedPostalData: the prefecture, city and town of each candidate, as the schemas read it. */
export function toReceivedPostalData(
  candidates: readonly PostalLookupCandidate[],
): { prefecture: string; city: string; town: string }[] {
  // The town lets the schema check the street line too (decision 0663).
  return candidates.map(({ prefecture, city, town }) => ({ prefecture, city, town }));
}
