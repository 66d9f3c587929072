import { z } from 'zod';

const mm = z.number().int().positive();

/** The product spec of spec point 3/5: size limits in mm. */
export const sizeSpecSchema = z
  .object({ shortMin: mm, longMin: mm, shortMax: mm, longMax: mm })
  .refine(
    (s) =>
      s.shortMin <= s.longMin &&
      s.longMin <= s.longMax &&
      s.shortMin <= s.shortMax &&
      s.shortMax <= s.longMax,
    {
      message: 'size limits must satisfy shortMin <= longMin <= longMax and shortMin <= shortMax <= longMax',
    },
  );
export type SizeSpec = z.infer<typeof sizeSpecSchema>;

/** A price band named by the longer side: a sticker belongs to the first class whose longMax holds its longer side. */
export const sizeClassSchema = z.object({
  id: z.number().int().positive(),
  sizeName: z.string().min(1),
  longMax: mm,
});
export type SizeClass = z.infer<typeof sizeClassSchema>;

/** A fixed shape of numbering, POP and emboss products; sealSize is the size class it is priced at. */
export const shapeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  sealSize: z.number().int().positive(),
  sizeX: mm,
  sizeY: mm,
});
export type Shape = z.infer<typeof shapeSchema>;

/** One size class's row of the price table: tax-excluded integer yen for each quantity. */
export const priceRowSchema = z.object({
  size: z.number().int().positive(),
  prices: z.array(z.object({ num: z.number().int().positive(), price: z.number().int().positive() })).min(1),
});
export type PriceRow = z.infer<typeof priceRowSchema>;

/** The quantities that can be ordered in one size class (spec: enabledNums{id, nums, sizeName}). */
export const enabledNumsSchema = z.object({
  id: z.number().int().nonnegative(),
  nums: z.array(z.number().int().positive()),
  sizeName: z.string(),
});
export type EnabledNums = z.infer<typeof enabledNumsSchema>;

/** A delivery option: ship within `days` business days, product amount × ratePercent / 100. */
export const deliveryDateOptionSchema = z.object({
  days: z.number().int().min(0).max(30),
  ratePercent: z.number().int().min(50).max(400),
});
export type DeliveryDateOption = z.infer<typeof deliveryDateOptionSchema>;
