// The estimate record of spec point 3 as My page receives it, with what the screen needs besides.
import { z } from 'zod';

/** Estimate numbers as the shop writes them: letters, digits and hyphens (E-2611-0001). */
export const estimateNumberSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, { error: '見積番号が正しくありません' })
  .describe('Estimate number');

export const estimateChildSchema = z.looseObject({
  no: z.number().int().nonnegative(),
  amountWithTax: z.number().int().nonnegative(),
  name: z.string().optional(),
  specification: z.string().optional(),
  num: z.number().int().positive().optional(),
});
export type EstimateChild = z.output<typeof estimateChildSchema>;

export const estimateSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  email: z.string(),
  estimateNumber: z.string(),
  estimateFrom: z.string().nullable(),
  status: z.number().int().describe('0 requested, 1 answered, 2 ordered'),
  statusLabel: z.string(),
  title: z.string(),
  request: z.record(z.string(), z.unknown()),
  response: z.looseObject({ children: z.array(estimateChildSchema), notes: z.string().optional() }),
  validUntil: z.string().nullable().describe('Last valid day, YYYY-MM-DD (Tokyo)'),
  active: z.boolean().describe('Not withdrawn and still valid today'),
  pdfUrl: z.string().nullable().describe('GET with the bearer token once answered'),
});
export type Estimate = z.output<typeof estimateSchema>;

export const estimatesQuery = z.object({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only estimates still valid today'),
});

export const estimatePdfParams = z.object({ estimateNumber: estimateNumberSchema });
export const estimatePdfQuery = z.object({
  no: z.coerce
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('Only this child (one of several alternatives)'),
});
