import { z } from 'zod/mini';
import { intBetween, nonNegativeInt, positiveInt } from '../validation/numbers.ts';
import { safeString } from '../validation/safe-string.ts';

const mm = positiveInt();

/** The product spec of spec point 3/5: size limits in mm. */
export const sizeSpecSchema = z.object({ shortMin: mm, longMin: mm, shortMax: mm, longMax: mm }).check(
  z.refine(
    (s) =>
      s.shortMin <= s.longMin &&
      s.longMin <= s.longMax &&
      s.shortMin <= s.shortMax &&
      s.shortMax <= s.longMax,
    {
      message: 'size limits must satisfy shortMin <= longMin <= longMax and shortMin <= shortMax <= longMax',
    },
  ),
);
export type SizeSpec = z.infer<typeof sizeSpecSchema>;

/** A price band named by the longer side: a sticker belongs to the first class whose longMax holds its longer side. */
export const sizeClassSchema = z.object({
  id: positiveInt(),
  sizeName: safeString().check(z.minLength(1)),
  longMax: mm,
});
export type SizeClass = z.infer<typeof sizeClassSchema>;

/** A fixed shape of numbering, POP and emboss products; sealSize is the size class it is priced at. */
export const shapeSchema = z.object({
  id: positiveInt(),
  name: safeString().check(z.minLength(1)),
  sealSize: positiveInt(),
  sizeX: mm,
  sizeY: mm,
});
export type Shape = z.infer<typeof shapeSchema>;

/** One size class's row of the price table: tax-excluded integer yen for each quantity. */
export const priceRowSchema = z.object({
  size: positiveInt(),
  prices: z.array(z.object({ num: positiveInt(), price: positiveInt() })).check(z.minLength(1)),
});
export type PriceRow = z.infer<typeof priceRowSchema>;

/** The quantities that can be ordered in one size class (spec: enabledNums{id, nums, sizeName}). */
export const enabledNumsSchema = z.object({
  id: nonNegativeInt(),
  nums: z.array(positiveInt()),
  sizeName: safeString(),
});
export type EnabledNums = z.infer<typeof enabledNumsSchema>;

/** Business days a delivery option may take, 0–30. */
export const deliveryDaysSchema = intBetween(0, 30);

/** A delivery option: ship within `days` business days, product amount × ratePercent / 100. */
export const deliveryDateOptionSchema = z.object({
  days: deliveryDaysSchema,
  ratePercent: intBetween(50, 400),
});
export type DeliveryDateOption = z.infer<typeof deliveryDateOptionSchema>;
