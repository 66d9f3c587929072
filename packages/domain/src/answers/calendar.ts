// GET /v2/holidays and GET /v2/shipping-dates (spec point 7).
import { z } from 'zod/mini';

export const holidaySchema = z.object({
  id: z.int(),
  day: z.int().check(z.describe('Epoch seconds of 00:00 Asia/Tokyo')),
  description: z.string(),
});
export type Holiday = z.output<typeof holidaySchema>;
export const holidaysSchema = z.array(holidaySchema);

export const shippingDateSchema = z.object({
  deliveryDate: z.int().check(z.describe('Business days of the delivery option (7, 5, 3, 2)')),
  shippingDate: z.string().check(z.describe('YYYY-MM-DD, Asia/Tokyo')),
  label: z.string(),
  display: z.string(),
});
export type ShippingDate = z.output<typeof shippingDateSchema>;
export const shippingDatesSchema = z.array(shippingDateSchema);
