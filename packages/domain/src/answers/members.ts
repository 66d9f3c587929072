// The member's answers: the user (GET and POST /v2/user, PUT /v2/account), an address book entry
// (/v2/sources, /v2/destinations), login and the calls that answer only success.
import { z } from 'zod/mini';
import { addressLineFields } from './address-fields.ts';
import { safeString } from '../validation/safe-string.ts';

const postalCodeNumber = () => z.int().check(z.describe('7 digits as a number: 600000 is 060-0000'));

/** An entry of the address book (発送元 or お届け先). */
export const addressEntrySchema = z.object({
  id: z.int(),
  postalCode: postalCodeNumber(),
  addressLevel1: safeString(),
  ...addressLineFields,
});
export type AddressEntry = z.output<typeof addressEntrySchema>;
export const addressEntriesSchema = z.array(addressEntrySchema);

/** The User of spec point 3. */
export const userSchema = z.object({
  id: z.int(),
  email: safeString(),
  postalCode: z.nullable(postalCodeNumber()),
  addressLevel1: safeString().check(z.describe("Prefecture code '00'–'47'")),
  ...addressLineFields,
  fax: safeString(),
  emergencyTel: safeString(),
  holdingPoint: z.int().check(z.describe('Points held, one yen each')),
  sources: z.array(addressEntrySchema),
  destinations: z.array(addressEntrySchema),
  activeOrders: z.int().check(z.describe('Orders on their way (not delivered, not finally cancelled)')),
  deliveredOrders: z.int(),
  activeEstimates: z.int().check(z.describe('Estimates still valid today')),
  estimateTo: safeString().check(z.describe('Default addressee of estimates and invoices')),
  emailVerified: z
    .boolean()
    .check(z.describe('The member proved the address by the mailed link (decision 0611)')),
});
export type User = z.output<typeof userSchema>;

export const userAnswerSchema = z.object({ user: userSchema });

/** POST /v2/user: the new member, logged in at once (decision 0664). */
export const signupAnswerSchema = z.object({
  user: userSchema,
  token: safeString().check(z.minLength(1), z.describe('Bearer token of the session the signup opens')),
});

/** POST /v2/email-check: whether an e-mail can still be used to sign up (decision 0664). */
export const emailCheckAnswerSchema = z.object({
  available: z.boolean().check(z.describe('false when a member already uses the address')),
});

export const loginAnswerSchema = z.object({
  token: safeString().check(z.minLength(1), z.describe('Bearer token, 30 days')),
});

/** Logout, a reset request, a new password, leaving: an empty message means success. */
export const doneAnswerSchema = z.object({
  message: z.literal('').check(z.describe('Empty means success')),
});

/** POST /v2/email-verification/{token}: the address proved, and the visitor's estimates it brought. */
export const emailVerifiedAnswerSchema = z.object({
  email: safeString(),
  attachedEstimates: z
    .int()
    .check(z.describe('Estimates requested as a visitor from this address, now on My page')),
});
