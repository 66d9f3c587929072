// The estimate record as an answer gives it to its owner (issue 14, decision 0610): field by field,
// what the app shows, never the stored row spread out. The requester's e-mail and request form
// (telephone, address, what they typed) and anything the shop's tools add to the stored JSON
// later stay in the shop.
import type { EstimateRecord } from '@shop/domain/configurator';
import { estimateChildSchema, type EstimateChild } from './schemas.ts';
import type { EstimateRow } from './ownership.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One answered line, with only the fields the app and the quotation show. */
function shownChild(child: EstimateChild): EstimateChild {
  return {
    no: child.no,
    amountWithTax: child.amountWithTax,
    ...(child.name === undefined ? {} : { name: child.name }),
    ...(child.specification === undefined ? {} : { specification: child.specification }),
    ...(child.num === undefined ? {} : { num: child.num }),
  };
}

/** The answered lines; a malformed child in stored JSON is left out rather than failing the page. */
export function childrenOf(response: unknown): EstimateChild[] {
  if (!isRecord(response) || !Array.isArray(response.children)) return [];
  return response.children.flatMap((child) => {
    const parsed = estimateChildSchema.safeParse(child);
    return parsed.success ? [shownChild(parsed.data)] : [];
  });
}

export function notesOf(response: unknown): string | undefined {
  return isRecord(response) && typeof response.notes === 'string' ? response.notes : undefined;
}

export type ShownEstimateRecord = EstimateRecord & {
  response: { children: EstimateChild[]; notes?: string };
};

export function shownEstimateRecord(row: EstimateRow): ShownEstimateRecord {
  const notes = notesOf(row.response);
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    estimateNumber: row.estimateNumber,
    estimateFrom: row.estimateFrom,
    status: row.status,
    title: row.title,
    response: { children: childrenOf(row.response), ...(notes === undefined ? {} : { notes }) },
  };
}
