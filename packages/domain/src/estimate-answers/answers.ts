// The back office's estimate-request answers (decision 0752): the inbox list and one request with
// its files and the shop's answer. Read by the admin app and described by the API with these schemas.
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';

/** The inbox's filter: not answered yet (the default), answered, or every request. */
export const estimateRequestStates = ['open', 'answered', 'all'] as const;
export type EstimateRequestState = (typeof estimateRequestStates)[number];

const answeredEstimateSchema = z.object({
  estimateNumber: safeString(),
  status: z.int(),
  statusLabel: safeString(),
  answeredAt: safeString(),
  /** The orders placed from it (not cancelled), for the link to each purchase. */
  orders: z.array(z.object({ orderId: safeString(), purchaseId: safeString() })),
});

export const estimateRequestRowSchema = z.object({
  id: z.int(),
  /** E-000123: the number in the customer's receipt mail. */
  receiptNumber: safeString(),
  receivedAt: safeString(),
  customerName: safeString(),
  organization: safeString(),
  email: safeString(),
  /** The wish in a few words: purpose, material, size and quantities. */
  summary: safeString(),
  hurry: z.boolean(),
  fileCount: z.int(),
  /** Sent by a logged-in member (the answer shows on their My page). */
  fromMember: z.boolean(),
  estimate: z.nullable(answeredEstimateSchema),
});
export type EstimateRequestRow = z.output<typeof estimateRequestRowSchema>;

export const estimateRequestListSchema = z.object({
  rows: z.array(estimateRequestRowSchema),
  total: z.int(),
  page: z.int(),
  perPage: z.int(),
  pageCount: z.int(),
});
export type EstimateRequestList = z.output<typeof estimateRequestListSchema>;

const pricedLineSchema = z.object({
  alternative: z.int(),
  kind: z.enum(['catalog', 'special']),
  name: safeString(),
  specification: safeString(),
  num: z.nullable(z.int()),
  amountWithTax: z.int(),
});

const childSchema = z.object({
  no: z.int(),
  amountWithTax: z.int(),
  name: z.optional(safeString()),
  specification: z.optional(safeString()),
  num: z.optional(z.int()),
});

/** The answer of "金額を計算": each line priced and the 案 they make. */
export const pricedLinesAnswerSchema = z.object({
  lines: z.array(pricedLineSchema),
  children: z.array(childSchema),
});

export const estimateRequestDetailSchema = z.object({
  request: estimateRequestRowSchema,
  /** What the customer wrote, in the receipt mail's sections and labels. */
  sections: z.array(
    z.object({
      title: safeString(),
      rows: z.array(z.object({ label: safeString(), value: safeString() })),
    }),
  ),
  files: z.array(
    z.object({
      uploadId: z.int(),
      originalName: safeString(),
      byteSize: z.int(),
      /** A PNG or JPEG without active content: shown in the page; every file is also downloadable. */
      viewable: z.boolean(),
    }),
  ),
  answer: z.nullable(
    z.object({
      estimateNumber: safeString(),
      title: safeString(),
      statusLabel: safeString(),
      validUntil: z.nullable(safeString()),
      answeredAt: safeString(),
      notes: safeString(),
      children: z.array(childSchema),
      lines: z.array(pricedLineSchema),
    }),
  ),
});
export type EstimateRequestDetail = z.output<typeof estimateRequestDetailSchema>;
