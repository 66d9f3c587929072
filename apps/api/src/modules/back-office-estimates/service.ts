// The back office's estimate inbox (issue 20 point 3; decision 0752): the requests with what the
// customer wrote and sent, the lines staff price with the shop's own engine, and the answer, which
// goes through the one answering function the command line uses (record, mail, audit entry).
import { backOfficeMessages, inboxFieldLabels, sheetCounts } from '@shop/domain/messages';
import { tokyoDate } from '@shop/domain/calendar';
import type { Product } from '@shop/domain/catalog';
import {
  estimateStatusLabel,
  isEstimateOrdered,
  priceEstimateLines,
  type EstimateLine,
  type EstimateRequestDetail,
  type EstimateRequestList,
  type EstimateRequestRow,
  type EstimateRequestState,
  type PricedEstimateLine,
  type StaffEstimateAnswer,
} from '@shop/domain/estimate-answers';
import type { FastifyInstance } from 'fastify';
import { answerEstimate, type AnswerEstimateResult } from '../../admin/estimates-commands.ts';
import { CommandError } from '../../admin/command-context.ts';
import { HttpError, conflict, notFound, unprocessable } from '../../lib/http-error.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { ProductCatalogue } from '../catalog/product-cache.ts';
import { childrenOf, notesOf } from '../estimates/shown-record.ts';
import { ordersFromEstimates, ordersOf, type OrderFromEstimate } from '../estimates/orders-from-estimates.ts';
import { storedEstimateForm } from '../requests/estimate-form.ts';
import { estimateRequestSections, receiptNumber } from '../requests/mails.ts';
import { isViewableImage } from '../uploads/serve-upload.ts';
import {
  estimateNumbered,
  INBOX_PER_PAGE,
  inboxPage,
  inboxRow,
  requestFiles,
  type InboxRow,
} from './queries.ts';

export const inboxMessages = {
  requestNotFound: backOfficeMessages.requestNotFound,
  fileNotFound: backOfficeMessages.attachmentNotFound,
  notViewable: backOfficeMessages.fileNotViewable,
  ordered: backOfficeMessages.estimateOrdered,
  numberTaken: backOfficeMessages.estimateNumberTaken,
  linesInvalid: backOfficeMessages.estimateLinesInvalid,
} as const;

function rowOf(
  { request, estimate, fileCount }: InboxRow,
  today: string,
  placed: readonly OrderFromEstimate[],
): EstimateRequestRow {
  const own = estimate ? ordersOf(estimate.estimateNumber, placed) : [];
  const form = storedEstimateForm(request.form);
  const quantities = [form.num0, form.num1, form.num2].filter((num) => num !== '');
  const summary = [
    form.purpose,
    form.material,
    form.sizeX && form.sizeY ? `${form.sizeX}×${form.sizeY}mm` : '',
    quantities.length > 0 ? sheetCounts(quantities.map(Number)) : '',
  ].filter((part) => part !== '');
  return {
    id: request.id,
    receiptNumber: receiptNumber('estimate', request.id),
    receivedAt: request.createdAt.toISOString(),
    customerName: `${form.familyName} ${form.givenName}`.trim(),
    organization: form.organization,
    email: form.email,
    summary: summary.join(' '),
    hurry: form.isHurry,
    fileCount,
    fromMember: request.userId !== null,
    estimate: estimate
      ? {
          estimateNumber: estimate.estimateNumber,
          status: estimate.status,
          statusLabel: estimateStatusLabel(
            estimate.status,
            estimate.validUntil,
            today,
            isEstimateOrdered(estimate.status, own),
          ),
          answeredAt: estimate.updatedAt.toISOString(),
          orders: own,
        }
      : null,
  };
}

const placedFrom = (app: FastifyInstance, rows: readonly InboxRow[]) =>
  ordersFromEstimates(
    app.db,
    rows.flatMap((row) => (row.estimate ? [row.estimate.estimateNumber] : [])),
  );

export async function listInbox(
  app: FastifyInstance,
  state: EstimateRequestState,
  page: number,
): Promise<EstimateRequestList> {
  const today = tokyoDate(app.now());
  const found = await inboxPage(app.db, state, page);
  const placed = await placedFrom(app, found.rows);
  return {
    rows: found.rows.map((row) => rowOf(row, today, placed)),
    total: found.total,
    page,
    perPage: INBOX_PER_PAGE,
    pageCount: found.pageCount,
  };
}

async function foundRow(app: FastifyInstance, requestId: number): Promise<InboxRow> {
  const row = await inboxRow(app.db, requestId);
  if (!row) throw notFound(inboxMessages.requestNotFound);
  return row;
}

/** The staff's priced lines kept with an answer (response.lines); anything malformed is left out. */
function storedLines(response: unknown): PricedEstimateLine[] {
  const lines = (response as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: unknown) => {
    const candidate = line as Partial<PricedEstimateLine> | null;
    if (
      typeof candidate?.alternative !== 'number' ||
      typeof candidate.name !== 'string' ||
      typeof candidate.amountWithTax !== 'number'
    )
      return [];
    return [
      {
        alternative: candidate.alternative,
        kind: candidate.kind === 'catalog' ? 'catalog' : 'special',
        name: candidate.name,
        specification: typeof candidate.specification === 'string' ? candidate.specification : '',
        num: typeof candidate.num === 'number' ? candidate.num : null,
        amountWithTax: candidate.amountWithTax,
      },
    ];
  });
}

export async function requestDetail(app: FastifyInstance, requestId: number): Promise<EstimateRequestDetail> {
  const row = await foundRow(app, requestId);
  const today = tokyoDate(app.now());
  const { wish, etc, customer } = estimateRequestSections(storedEstimateForm(row.request.form));
  const files = await requestFiles(app.db, requestId);
  const estimate = row.estimate;
  const request = rowOf(row, today, await placedFrom(app, [row]));
  const toRows = (rows: readonly (readonly [string, string])[]) =>
    rows.map(([label, value]) => ({ label, value }));
  return {
    request,
    sections: [
      ...wish.map((section) => ({ title: section.title, rows: toRows(section.rows) })),
      { title: inboxFieldLabels.otherWishes, rows: [{ label: inboxFieldLabels.wish, value: etc }] },
      { title: customer.title, rows: toRows(customer.rows) },
    ],
    files: files.map((file) => ({
      uploadId: file.id,
      originalName: file.originalName,
      byteSize: file.byteSize,
      viewable: isViewableImage(file),
    })),
    answer: estimate
      ? {
          estimateNumber: estimate.estimateNumber,
          title: estimate.title,
          statusLabel: request.estimate?.statusLabel ?? '',
          validUntil: estimate.validUntil,
          answeredAt: estimate.updatedAt.toISOString(),
          notes: notesOf(estimate.response) ?? '',
          children: childrenOf(estimate.response),
          lines: storedLines(estimate.response),
        }
      : null,
  };
}

/** Every line priced with the products as the shop sells them now; 422 with each line's problem. */
export async function priceLines(catalogue: ProductCatalogue, lines: readonly EstimateLine[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.kind === 'catalog' ? [line.productId] : [])))];
  const products = new Map<number, Product>();
  for (const id of ids) {
    const product = await catalogue.byId(id);
    if (product) products.set(id, product);
  }
  const priced = priceEstimateLines(lines, (id) => products.get(id));
  if (!priced.ok) throw unprocessable(priced.errors, inboxMessages.linesInvalid);
  return { lines: priced.lines, children: priced.children };
}

/**
 * Answers a request: the estimate's number is the request's receipt number (E-000123, the one in
 * the customer's receipt mail), or the number of the estimate that already answers it. An
 * estimate the customer has ordered is not changed.
 */
export async function answerRequest(
  app: FastifyInstance,
  catalogue: ProductCatalogue,
  requestId: number,
  answer: StaffEstimateAnswer,
  actor: AuditActor,
): Promise<AnswerEstimateResult> {
  const row = await foundRow(app, requestId);
  if (row.estimate && isEstimateOrdered(row.estimate.status, await placedFrom(app, [row])))
    throw conflict(inboxMessages.ordered);
  const estimateNumber = row.estimate?.estimateNumber ?? receiptNumber('estimate', requestId);
  if (!row.estimate && (await estimateNumbered(app.db, estimateNumber)))
    throw conflict(inboxMessages.numberTaken);
  const priced = await priceLines(catalogue, answer.lines);
  try {
    return await answerEstimate(
      app.db,
      {
        estimateNumber,
        estimateRequestId: requestId,
        title: answer.title,
        children: priced.children,
        validDays: answer.validDays,
        ...(answer.notes ? { notes: answer.notes } : {}),
        lines: priced.lines.map((line) => ({ ...line })),
      },
      { now: app.now(), config: app.config },
      actor,
    );
  } catch (error) {
    // The command's own refusals (a withdrawn estimate, no address to answer) are staff's to read.
    if (error instanceof CommandError) throw new HttpError(409, error.message);
    throw error;
  }
}
