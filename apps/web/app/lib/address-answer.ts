// An address as the API answers it (spec point 3's Address): the member's registered address in
// GET /user and each address-book entry in GET /sources and /destinations.
import * as v from 'valibot';
import { integerSchema } from './api-answer';

export const addressAnswerSchema = v.object({
  id: integerSchema,
  /** 7 digits as a number: 600000 is 060-0000. */
  postalCode: integerSchema,
  addressLevel1: v.string(),
  addressLevel2: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  organization: v.string(),
  familyName: v.string(),
  givenName: v.string(),
  familyKana: v.string(),
  givenKana: v.string(),
  tel: v.string(),
});
