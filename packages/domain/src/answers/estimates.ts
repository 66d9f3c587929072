// GET /v2/estimates: the estimate record of spec point 3 as My page receives it, with what the
// screen needs besides (its status label, validity and PDF link).
import { z } from 'zod/mini';
import { estimateChildSchema, estimateRecordSchema } from '../configurator/estimate-record.ts';
import { positiveInt } from '../validation/numbers.ts';

/** An answered line as the shop's tools write it: a name and specification may come with it. */
export const estimateAnswerChildSchema = z.extend(estimateChildSchema, {
  name: z.optional(z.string()),
  specification: z.optional(z.string()),
  num: z.optional(positiveInt()),
});
export type EstimateAnswerChild = z.output<typeof estimateAnswerChildSchema>;

export const estimateAnswerSchema = z.extend(estimateRecordSchema, {
  status: z.int().check(z.describe('0 requested, 1 answered, 2 ordered')),
  statusLabel: z.string(),
  response: z.looseObject({
    children: z.array(estimateAnswerChildSchema),
    notes: z.optional(z.string()),
  }),
  validUntil: z.nullable(z.string()).check(z.describe('Last valid day, YYYY-MM-DD (Tokyo)')),
  active: z.boolean().check(z.describe('Not withdrawn and still valid today')),
  pdfUrl: z.nullable(z.string()).check(z.describe('GET with the bearer token once answered')),
});
export type EstimateAnswer = z.output<typeof estimateAnswerSchema>;
export const estimateAnswersSchema = z.array(estimateAnswerSchema);
