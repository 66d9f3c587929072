import { z } from 'zod/mini';
import { nonNegativeInt, positiveInt } from '../validation/numbers.ts';
import { safeString } from '../validation/safe-string.ts';

/** One answered line of an estimate: the price the shop quoted for it, tax included. */
export const estimateChildSchema = z.looseObject({
  no: nonNegativeInt(),
  amountWithTax: nonNegativeInt(),
});

/**
 * The estimate record of spec point 3. Its request and response are free JSON from the shop's tools.
 * The API answers it without `email` and `request` (what the requester typed stays with the shop;
 * decision 0610); a cart saved before that may still carry them.
 */
export const estimateRecordSchema = z.object({
  id: positiveInt(),
  createdAt: safeString(),
  updatedAt: safeString(),
  deletedAt: z.nullable(safeString()),
  email: z.optional(safeString()),
  estimateNumber: safeString(),
  estimateFrom: z.nullable(safeString()),
  status: z.int(),
  title: safeString(),
  request: z.optional(z.record(safeString(), z.unknown())),
  response: z.looseObject({ children: z.array(estimateChildSchema) }),
});
export type EstimateRecord = z.infer<typeof estimateRecordSchema>;
