// My page's estimates (decision 0366): the list with each one's status, and the quotation PDF of an
// answered estimate, for its owner only.
import { documentTexts, estimateApiMessages } from '@shop/domain/messages';
import { eq } from 'drizzle-orm';
import { tokyoDate } from '@shop/domain/calendar';
import { estimateAlternativeLabel, estimatePdfFileName } from '@shop/domain/configurator';
import { estimateStatusLabel, isEstimateOrdered, isValidOn } from '@shop/domain/estimate-answers';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { parseAddressee } from '../../documents/addressee.ts';
import { renderQuotation, type QuotationItem } from '../../documents/quotation.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { estimateToOf } from '../account/service.ts';
import { findOwnedEstimate, type EstimateRow } from './ownership.ts';
import { ordersFromEstimates, ordersOf, type OrderFromEstimate } from './orders-from-estimates.ts';
import { listEstimateRows } from './queries.ts';
import type { Estimate, EstimateChild } from './schemas.ts';
import { childrenOf, notesOf, shownEstimateRecord } from './shown-record.ts';

export const estimateMessages = estimateApiMessages;

/** The estimate as My page shows it; `placed` holds the orders made from it (ordersFromEstimates). */
export function toEstimate(row: EstimateRow, today: string, placed: readonly OrderFromEstimate[]): Estimate {
  const record = shownEstimateRecord(row);
  const orders = ordersOf(row.estimateNumber, placed);
  return {
    ...record,
    statusLabel: estimateStatusLabel(
      row.status,
      row.validUntil,
      today,
      isEstimateOrdered(row.status, orders),
    ),
    orders,
    validUntil: row.validUntil,
    active: row.deletedAt === null && isValidOn(row.validUntil, today),
    pdfUrl:
      record.response.children.length > 0
        ? `/api/v2/estimates/${encodeURIComponent(row.estimateNumber)}/pdf`
        : null,
  };
}

export async function listEstimates(
  db: Database,
  userId: number,
  activeOnly: boolean,
  now: Date,
): Promise<Estimate[]> {
  const today = tokyoDate(now);
  const rows = await listEstimateRows(db, userId, activeOnly ? today : null);
  const placed = await ordersFromEstimates(
    db,
    rows.map((row) => row.estimateNumber),
    userId,
  );
  return rows.map((row) => toEstimate(row, today, placed));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from the issue day to the last valid day (both Tokyo), at least 1; undefined without a date. */
function validityDays(issueDate: Date, validUntil: string | null): number | undefined {
  if (validUntil === null) return undefined;
  const from = Date.parse(`${tokyoDate(issueDate)}T00:00:00Z`);
  const to = Date.parse(`${validUntil}T00:00:00Z`);
  return Math.max(1, Math.round((to - from) / DAY_MS));
}

export function quotationItems(
  row: Pick<EstimateRow, 'title'>,
  children: readonly EstimateChild[],
): QuotationItem[] {
  return children.map((child) => ({
    name:
      children.length > 1
        ? `${row.title} ${estimateAlternativeLabel(child)}`.trim()
        : (child.name ?? (row.title || documentTexts.defaultEstimateItem)),
    ...(child.specification ? { specification: child.specification } : {}),
    quantity: child.num ?? 1,
    unit: child.num ? documentTexts.unitSheets : documentTexts.unitSet,
    amount: child.amountWithTax,
  }));
}

/** The quotation PDF of one of the member's answered estimates; `no` narrows it to one alternative. */
export async function estimatePdf(
  db: Database,
  userId: number,
  estimateNumber: string,
  no: number | undefined,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findOwnedEstimate(db, userId, estimateNumber);
  if (!row) throw notFound(estimateMessages.notFound);
  let children = childrenOf(row.response);
  if (children.length === 0) throw conflict(estimateMessages.notAnswered);
  if (no !== undefined) {
    children = children.filter((child) => child.no === no);
    if (children.length === 0) throw notFound(estimateMessages.childNotFound);
  }
  const [member] = await db.select().from(users).where(eq(users.id, userId));
  const issueDate = row.updatedAt;
  const days = validityDays(issueDate, row.validUntil);
  const notes = notesOf(row.response);
  const pdf = await renderQuotation({
    quotationNumber: row.estimateNumber,
    issueDate,
    to: parseAddressee(member ? estimateToOf(member) : ''),
    items: quotationItems(row, children),
    ...(row.title ? { subject: row.title } : {}),
    ...(days === undefined ? {} : { validityDays: days }),
    ...(notes ? { notes } : {}),
    // Several children are alternatives (案): the member orders one, so none is summed (0665).
    alternatives: children.length > 1,
  });
  return { pdf, fileName: estimatePdfFileName(row.estimateNumber, no) };
}
