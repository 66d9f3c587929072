// The fields every address the API keeps has beside its postal code and prefecture: the lines and
// the addressee (an address book entry, the member's own address, a purchase's copy of one).
import { safeString } from '../validation/safe-string.ts';

export const addressLineFields = {
  addressLevel2: safeString(),
  addressLine1: safeString(),
  addressLine2: safeString(),
  organization: safeString(),
  familyName: safeString(),
  givenName: safeString(),
  familyKana: safeString(),
  givenKana: safeString(),
  tel: safeString(),
};
