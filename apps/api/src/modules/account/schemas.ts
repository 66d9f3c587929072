// The User answer (spec point 3). The forms it receives are the shared signupSchema and
// accountUpdateSchema of @shop/domain/forms.
import { z } from 'zod';
import { addressSchema } from '../addresses/schemas.ts';

export {
  accountUpdateSchema as accountBodySchema,
  signupSchema as signupBodySchema,
  type AccountUpdate as AccountBody,
  type Signup as SignupBody,
} from '@shop/domain/forms';

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  organization: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  familyKana: z.string(),
  givenKana: z.string(),
  postalCode: z.number().int().nullable().describe('7 digits as a number: 600000 is 060-0000'),
  addressLevel1: z.string().describe("Prefecture code '00'–'47'"),
  addressLevel2: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  tel: z.string(),
  fax: z.string(),
  emergencyTel: z.string(),
  holdingPoint: z.number().int().describe('Points held, one yen each'),
  sources: z.array(addressSchema),
  destinations: z.array(addressSchema),
  activeOrders: z.number().int().describe('Orders on their way (not delivered, not finally cancelled)'),
  deliveredOrders: z.number().int(),
  activeEstimates: z.number().int().describe('Estimates still valid today'),
  estimateTo: z.string().describe('Default addressee of estimates and invoices'),
});

export type User = z.output<typeof userSchema>;
