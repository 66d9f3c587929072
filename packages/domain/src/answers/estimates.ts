// GET /v2/estimates: the estimate record of spec point 3 as My page receives it, with what the
// screen needs besides (its status label, validity and PDF link).
import { z } from 'zod/mini';
import { estimateChildSchema, estimateRecordSchema } from '../configurator/estimate-record.ts';
import { positiveInt } from '../validation/numbers.ts';
import { safeString } from '../validation/safe-string.ts';

/** An answered line as the shop's tools write it: a name and specification may come with it. */
export const estimateAnswerChildSchema = z.extend(estimateChildSchema, {
  name: z.optional(safeString()),
  specification: z.optional(safeString()),
  num: z.optional(positiveInt()),
});
export type EstimateAnswerChild = z.output<typeof estimateAnswerChildSchema>;

export const estimateAnswerSchema = z.extend(estimateRecordSchema, {
  status: z.int().check(z.describe('0 requested, 1 answered, 2 ordered')),
  statusLabel: safeString(),
  response: z.looseObject({
    children: z.array(estimateAnswerChildSchema),
    notes: z.optional(safeString()),
  }),
  validUntil: z.nullable(safeString()).check(z.describe('Last valid day, YYYY-MM-DD (Tokyo)')),
  active: z.boolean().check(z.describe('Not withdrawn and still valid today')),
  pdfUrl: z.nullable(safeString()).check(z.describe('GET with the bearer token once answered')),
  orders: z
    .array(z.object({ orderId: safeString(), purchaseId: safeString() }))
    .check(z.describe("The member's orders placed from it and not cancelled (decision 0718)")),
});
export type EstimateAnswer = z.output<typeof estimateAnswerSchema>;
export const estimateAnswersSchema = z.array(estimateAnswerSchema);
