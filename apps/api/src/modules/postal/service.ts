import type { FastifyRequest } from 'fastify';
import { normalisePostalCode, postalAddressProblem } from '@shop/domain/validation';
import { notFound } from '../../lib/http-error.ts';
import { memberMessages } from '../auth/member-messages.ts';
import { findPostalRecords, type PostalRecord } from './queries.ts';

export interface PostalLookup {
  /** 7 half-width digits, zero-padded. */
  postalCode: string;
  candidates: PostalRecord[];
}

/** The addresses of a postal code ('100-0001', '1000001', 600000); 404 when the code is unknown. */
export function lookupPostalCode(input: string | number): PostalLookup {
  const postalCode = normalisePostalCode(input);
  const candidates = /^\d{7}$/.test(postalCode) ? findPostalRecords(postalCode) : [];
  if (candidates.length === 0) throw notFound(memberMessages.postalNotFound);
  return { postalCode, candidates };
}

/**
 * The postal-code message of spec point 5 for an address the customer sent, or null when the code
 * exists and its prefecture + city begin the entered prefecture + city. The server judges with its
 * own lookup, whatever candidates the form held.
 */
export function postalCodeProblem(address: {
  postalCode: string | number;
  prefectureCode: string;
  city: string;
}): string | null {
  const postalCode = normalisePostalCode(address.postalCode);
  const candidates = /^\d{7}$/.test(postalCode) ? findPostalRecords(postalCode) : [];
  return postalAddressProblem(candidates, { prefecture: address.prefectureCode, city: address.city });
}

/**
 * preValidation hook for calls taking an address form: the client's receivedPostalData is replaced
 * by the server's own lookup for the postal code sent, so the shared schema's postal-code check
 * (spec point 5) judges with data the client cannot forge, together with the other field checks.
 */
export async function useServerPostalData(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const form = body as Record<string, unknown>;
  const postal = form.postalCode;
  if (typeof postal !== 'string' && typeof postal !== 'number') {
    delete form.receivedPostalData;
    return;
  }
  const postalCode = normalisePostalCode(postal);
  form.receivedPostalData = /^\d{7}$/.test(postalCode)
    ? findPostalRecords(postalCode).map(({ prefecture, city, town }) => ({ prefecture, city, town }))
    : [];
}
