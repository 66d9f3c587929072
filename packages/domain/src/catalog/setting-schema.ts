import { z } from 'zod';
import { optionGroupSchema } from './choice-schema.ts';
import { optionGroupNames } from './option-groups.ts';
import { checkSetting } from './setting-checks.ts';
import {
  deliveryDateOptionSchema,
  enabledNumsSchema,
  priceRowSchema,
  shapeSchema,
  sizeClassSchema,
  sizeSpecSchema,
} from './size-schema.ts';

const ids = z.array(z.number().int().nonnegative());

/**
 * Rules of product 154 (satin, spec point 9), written as data so the configurator, the price
 * engine and the API enforce the same thing and the screen can explain it.
 */
export const restrictionsSchema = z.object({
  /** Shipping in `days` business days only with these format (shape) choices. */
  fastDelivery: z.object({ days: z.number().int().nonnegative(), formatIds: ids.min(1) }).optional(),
  /** The cut-line creation service only with these format choices. */
  cutlineService: z.object({ formatIds: ids.min(1) }).optional(),
  /** Only these delivery forms can be chosen (satin: 全抜き only). */
  deliveryForm: z.object({ allowedIds: ids.min(1) }).optional(),
});
export type Restrictions = z.infer<typeof restrictionsSchema>;

export const productSettingSchema = z
  .object({
    /** ASCII name in the URL /materials/{slug}. */
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    description: z.string().min(1),
    features: z.array(z.string().min(1)).default([]),
    /** Size limits (the spec's "Product spec"); null for products sold in fixed shapes. */
    spec: sizeSpecSchema.nullable().default(null),
    sizeClasses: z.array(sizeClassSchema).default([]),
    shapes: z.array(shapeSchema).default([]),
    priceTable: z.array(priceRowSchema).default([]),
    enabledNums: z.array(enabledNumsSchema).default([]),
    deliveryDates: z.array(deliveryDateOptionSchema).default([]),
    options: z.partialRecord(z.enum(optionGroupNames), optionGroupSchema).default({}),
    restrictions: restrictionsSchema.default({}),
    /** Product 261: a repeated order's `from`-day delivery becomes `to` days. */
    repeatDelivery: z.object({ from: z.number().int(), to: z.number().int() }).nullable().default(null),
    /** Points granted, as a percentage of the tax-included total (1 point = ¥1). */
    pointRatePercent: z.number().int().min(0).max(10).default(1),
  })
  .superRefine(checkSetting);

export type ProductSetting = z.infer<typeof productSettingSchema>;
export type ProductSettingInput = z.input<typeof productSettingSchema>;
