// GET /v2/holidays and GET /v2/shipping-dates (spec point 7).
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';

export const holidaySchema = z.object({
  id: z.int(),
  day: z.int().check(z.describe('Epoch seconds of 00:00 Asia/Tokyo')),
  description: safeString(),
});
export type Holiday = z.output<typeof holidaySchema>;
export const holidaysSchema = z.array(holidaySchema);

export const shippingDateSchema = z.object({
  deliveryDate: z.int().check(z.describe('Business days of the delivery option (7, 5, 3, 2)')),
  shippingDate: safeString().check(z.describe('YYYY-MM-DD, Asia/Tokyo')),
  label: safeString(),
  display: safeString(),
});
export type ShippingDate = z.output<typeof shippingDateSchema>;
export const shippingDatesSchema = z.array(shippingDateSchema);
