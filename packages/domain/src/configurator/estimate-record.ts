import { z } from 'zod/mini';
import { nonNegativeInt, positiveInt } from '../validation/numbers.ts';

/** One answered line of an estimate: the price the shop quoted for it, tax included. */
export const estimateChildSchema = z.looseObject({
  no: nonNegativeInt(),
  amountWithTax: nonNegativeInt(),
});

/** The estimate record of spec point 3. Its request and response are free JSON from the shop's tools. */
export const estimateRecordSchema = z.object({
  id: positiveInt(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.nullable(z.string()),
  email: z.string(),
  estimateNumber: z.string(),
  estimateFrom: z.nullable(z.string()),
  status: z.int(),
  title: z.string(),
  request: z.record(z.string(), z.unknown()),
  response: z.looseObject({ children: z.array(estimateChildSchema) }),
});
export type EstimateRecord = z.infer<typeof estimateRecordSchema>;
