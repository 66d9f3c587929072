// An address book entry as the API answers it. The form it receives is the shared
// addressFormSchema of @shop/domain/forms.
import { z } from 'zod';

export { addressFormSchema, type AddressForm } from '@shop/domain/forms';

export const addressSchema = z.object({
  id: z.number().int(),
  postalCode: z.number().int().describe('7 digits as a number: 600000 is 060-0000'),
  addressLevel1: z.string(),
  addressLevel2: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  organization: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  familyKana: z.string(),
  givenKana: z.string(),
  tel: z.string(),
});

export type Address = z.output<typeof addressSchema>;
