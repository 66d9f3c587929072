// The fields every address the API keeps has beside its postal code and prefecture: the lines and
// the addressee (an address book entry, the member's own address, a purchase's copy of one).
import { z } from 'zod/mini';

export const addressLineFields = {
  addressLevel2: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  organization: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  familyKana: z.string(),
  givenKana: z.string(),
  tel: z.string(),
};
