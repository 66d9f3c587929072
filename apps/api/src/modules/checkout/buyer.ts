// What a purchase needs of the member's own record (decision 0525): the registered address, the
// name for the mail and the points held. It is read by the statement that claims the purchase's
// idempotency key (decision 0535), so a purchase reads the member once and in no extra statement.
import { users } from '../../db/schema.ts';

export const buyerColumns = {
  id: users.id,
  holdingPoint: users.holdingPoint,
  postalCode: users.postalCode,
  addressLevel1: users.addressLevel1,
  addressLevel2: users.addressLevel2,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  organization: users.organization,
  familyName: users.familyName,
  givenName: users.givenName,
  familyKana: users.familyKana,
  givenKana: users.givenKana,
  tel: users.tel,
};

export type BuyerRow = { [K in keyof typeof buyerColumns]: (typeof users.$inferSelect)[K] };
