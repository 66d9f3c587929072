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

/** The estimate number as every screen, mail and document writes it: 「見積番号 E-2026-0012」. */
export function estimateNumberLabel(estimateNumber: string): string {
  return `見積番号 ${estimateNumber}`;
}

/** The file name of an estimate's PDF, the same from My page and from the API (`_2`: one 案). */
export function estimatePdfFileName(estimateNumber: string, no?: number): string {
  return `御見積書_${estimateNumber}${no === undefined ? '' : `_${no}`}.pdf`;
}

/** One answered line of an estimate as it is named: 案2：3,000枚, or 案2 when it has no name. */
export function estimateAlternativeLabel(child: { no: number; name?: unknown }): string {
  const name = typeof child.name === 'string' ? child.name.trim() : '';
  return name === '' ? `案${child.no}` : `案${child.no}：${name}`;
}

/**
 * How an estimate line is named wherever it appears (cart, order review, quotation PDF, mail):
 * the title and the estimate number as the shop issued it, then, when the estimate offers several
 * alternatives, which one was chosen (案2：3,000枚). Decision 0665.
 */
export function estimateLineLabel(
  estimate: Pick<EstimateRecord, 'title' | 'estimateNumber' | 'response'>,
  no: number | null | undefined,
): string {
  const base = `${estimate.title}（${estimateNumberLabel(estimate.estimateNumber)}）`;
  const children = estimate.response.children;
  if (children.length <= 1 || no === null || no === undefined) return base;
  const child = children.find((candidate) => candidate.no === no) ?? { no };
  return `${base} ${estimateAlternativeLabel(child)}`;
}
