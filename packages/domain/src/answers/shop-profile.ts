// GET /v2/shop-profile: the operator's details the pages print (issue 15 point 7): the 特定商取引法
// page, the footer and the about page read them from the server, which reads SHOP_PROFILE. The bank
// account is given only while bank transfer is offered (customers are asked to pay into it).
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';
import { bankAccountAnswerSchema } from './bank-account.ts';

export const operatorSchema = z.object({
  shopName: safeString(),
  /** The company, the seller (販売業者). */
  name: safeString(),
  representative: safeString(),
  postalCode: safeString(),
  address: safeString(),
  tel: safeString(),
  email: safeString(),
  businessHours: safeString(),
  registrationNumber: safeString(),
  /** The account for 銀行振込, present only while the shop offers bank transfer (decision 0821). */
  bankAccount: z.optional(bankAccountAnswerSchema),
});
export type Operator = z.output<typeof operatorSchema>;
