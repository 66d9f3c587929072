import { z } from 'zod';
import { productIssues } from './product-checks.ts';
import { productTypeSchema } from './product-type-schema.ts';
import { productSettingSchema } from './setting-schema.ts';

// `specialProductIds` and the product-level checks live in the zod-free product-checks.ts
// (decision 0563).
export const productSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    nameDetail: z.string(),
    productType: productTypeSchema,
    setting: productSettingSchema,
  })
  .superRefine((product, ctx) => {
    for (const message of productIssues(product))
      ctx.addIssue({ code: 'custom', message, path: ['setting'] });
  });

export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;
