import { z } from 'zod/mini';
import { positiveInt } from '../validation/numbers.ts';
import { productIssues } from './product-checks.ts';
import { productTypeSchema } from './product-type-schema.ts';
import { productSettingSchema } from './setting-schema.ts';
import { safeString } from '../validation/safe-string.ts';

export const productSchema = z
  .object({
    id: positiveInt(),
    name: safeString().check(z.minLength(1)),
    nameDetail: safeString(),
    productType: productTypeSchema,
    setting: productSettingSchema,
  })
  .check(
    z.superRefine((product, ctx) => {
      for (const message of productIssues(product))
        ctx.addIssue({ code: 'custom', message, path: ['setting'] });
    }),
  );

export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;
