import { z } from 'zod';

/** One answered line of an estimate: the price the shop quoted for it, tax included. */
export const estimateChildSchema = z.looseObject({
  no: z.number().int().nonnegative(),
  amountWithTax: z.number().int().nonnegative(),
});

/** The estimate record of spec point 3. Its request and response are free JSON from the shop's tools. */
export const estimateRecordSchema = z.object({
  id: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  email: z.string(),
  estimateNumber: z.string(),
  estimateFrom: z.string().nullable(),
  status: z.number().int(),
  title: z.string(),
  request: z.record(z.string(), z.unknown()),
  response: z.looseObject({ children: z.array(estimateChildSchema) }),
});
export type EstimateRecord = z.infer<typeof estimateRecordSchema>;
