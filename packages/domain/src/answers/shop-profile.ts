// GET /v2/shop-profile: the operator's details the pages print (issue 15 point 7): the 特定商取引法
// page, the footer and the about page read them from the server, which reads SHOP_PROFILE. The bank
// account stays on the documents that ask to be paid into it.
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';

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
});
export type Operator = z.output<typeof operatorSchema>;
