import { z } from 'zod/mini';
import { nonNegativeInt, intBetween } from '../validation/numbers.ts';
import { optionGroupSchema } from './choice-schema.ts';
import { optionGroupNames } from './option-groups.ts';
import { materialLookSchema } from './material-look.ts';
import { checkSetting } from './setting-checks.ts';
import {
  deliveryDateOptionSchema,
  enabledNumsSchema,
  priceRowSchema,
  shapeSchema,
  sizeClassSchema,
  sizeSpecSchema,
} from './size-schema.ts';
import { safeString } from '../validation/safe-string.ts';

const ids = z.array(nonNegativeInt());
const someIds = ids.check(z.minLength(1));

/**
 * Rules of product 154 (satin, spec point 9), written as data so the configurator, the price
 * engine and the API enforce the same thing and the screen can explain it.
 */
export const restrictionsSchema = z.object({
  /** Shipping in `days` business days only with these format (shape) choices. */
  fastDelivery: z.optional(z.object({ days: nonNegativeInt(), formatIds: someIds })),
  /** The cut-line creation service only with these format choices. */
  cutlineService: z.optional(z.object({ formatIds: someIds })),
  /** Only these delivery forms can be chosen (satin: 全抜き only). */
  deliveryForm: z.optional(z.object({ allowedIds: someIds })),
});
export type Restrictions = z.infer<typeof restrictionsSchema>;

export const productSettingSchema = z
  .object({
    /** ASCII name in the URL /materials/{slug}. */
    slug: safeString().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
    description: safeString().check(z.minLength(1)),
    features: z._default(z.array(safeString().check(z.minLength(1))), []),
    /** How the material looks in the sticker preview (issue 23): white film, clear film, kraft… */
    look: z._default(materialLookSchema, 'white'),
    /** Size limits (the spec's "Product spec"); null for products sold in fixed shapes. */
    spec: z._default(z.nullable(sizeSpecSchema), null),
    sizeClasses: z._default(z.array(sizeClassSchema), []),
    shapes: z._default(z.array(shapeSchema), []),
    priceTable: z._default(z.array(priceRowSchema), []),
    enabledNums: z._default(z.array(enabledNumsSchema), []),
    deliveryDates: z._default(z.array(deliveryDateOptionSchema), []),
    options: z._default(z.partialRecord(z.enum(optionGroupNames), optionGroupSchema), {}),
    restrictions: z._default(restrictionsSchema, {}),
    /** Product 261: a repeated order's `from`-day delivery becomes `to` days. */
    repeatDelivery: z._default(z.nullable(z.object({ from: z.int(), to: z.int() })), null),
    /** Points granted, as a percentage of the tax-included total (1 point = ¥1). */
    pointRatePercent: z._default(intBetween(0, 10), 1),
  })
  .check(z.superRefine(checkSetting));

export type ProductSetting = z.infer<typeof productSettingSchema>;
export type ProductSettingInput = z.input<typeof productSettingSchema>;
