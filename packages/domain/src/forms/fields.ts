// The field groups every form shares, with the lengths we allow (docs/decisions/0156-form-schemas.md):
// long enough for real Japanese names and addresses, short enough for a shipping label.
import { z } from 'zod/mini';
import { fieldMessages } from '../messages/index.ts';
import { chosenPrefectureCodeSchema } from '../prefectures/schema.ts';
import { katakanaField } from '../validation/kana.ts';
import { postalCandidateSchema, postalCodeField } from '../validation/postal-code-schema.ts';
import {
  postalAddressProblem,
  postalTownProblem,
  type PostalCandidate,
} from '../validation/postal-address.ts';
import { optionalText, requiredText } from '../validation/text-fields.ts';
import { FIELD_MAX } from './limits.ts';

export { FIELD_MAX };

export const organizationField = () => optionalText({ max: FIELD_MAX.organization });

export const personNameFields = () => ({
  familyName: requiredText({ max: FIELD_MAX.name }),
  givenName: requiredText({ max: FIELD_MAX.name }),
});

export const personKanaFields = () => ({
  familyKana: katakanaField({ max: FIELD_MAX.name }),
  givenKana: katakanaField({ max: FIELD_MAX.name }),
});

export const addressFields = () => ({
  postalCode: postalCodeField(),
  /** Prefecture code '01'–'47'. */
  addressLevel1: chosenPrefectureCodeSchema,
  /** City, ward, town or village (市区町村). */
  addressLevel2: requiredText({ max: FIELD_MAX.city }),
  /** Street and number. */
  addressLine1: requiredText({ max: FIELD_MAX.addressLine }),
  /** Building and room. */
  addressLine2: optionalText({ max: FIELD_MAX.addressLine }),
  /**
   * The lookup's candidates for the postal code (spec: receivedPostalData). When present, the
   * postal code must agree with the prefecture and city; the API fills it from its own lookup
   * rather than trusting the client's.
   */
  receivedPostalData: z.optional(z.array(postalCandidateSchema)),
});

interface PostalFields {
  postalCode: string;
  addressLevel1: string;
  addressLevel2: string;
  addressLine1?: string | undefined;
  receivedPostalData?: PostalCandidate[] | undefined;
}

/** Runs a cross-field check only when the fields it reads parsed cleanly. */
export function whenFieldsValid(...fields: string[]) {
  return (payload: z.core.ParsePayload): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => {
      const path = issue.path ?? [];
      return path.length === 0 || fields.includes(String(path[0]));
    });
}

/**
 * Spec point 5: the postal code must match prefecture plus city (the message sits on postalCode),
 * then the street line the code's town (on addressLine1).
 */
export function postalMatch<T extends PostalFields>(value: T, context: z.core.$RefinementCtx<T>): void {
  if (value.receivedPostalData === undefined) return;
  const problem = postalAddressProblem(value.receivedPostalData, {
    prefecture: value.addressLevel1,
    city: value.addressLevel2,
  });
  if (problem !== null) {
    context.addIssue({ code: 'custom', message: problem, path: ['postalCode'], input: value.postalCode });
    return;
  }
  // The street line must belong to the code's town, where the data can tell (decision 0663).
  const line = value.addressLine1;
  if (typeof line !== 'string' || line === '') return;
  const townProblem = postalTownProblem(value.receivedPostalData, {
    prefecture: value.addressLevel1,
    city: value.addressLevel2,
    line,
  });
  if (townProblem !== null) {
    context.addIssue({ code: 'custom', message: townProblem, path: ['addressLine1'], input: line });
  }
}

export const postalMatchWhen = whenFieldsValid(
  'postalCode',
  'addressLevel1',
  'addressLevel2',
  'receivedPostalData',
);

/** Required, for a field that is only required in some cases. */
export function requireValue<T>(context: z.core.$RefinementCtx<T>, field: string, value: string): void {
  if (value === '')
    context.addIssue({ code: 'custom', message: fieldMessages.mustEnter, path: [field], input: value });
}
