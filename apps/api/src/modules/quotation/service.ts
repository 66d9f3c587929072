// POST /estimate-pdf: the cart as a quotation. Every line is priced again here with the shop's
// engine and catalogue (a price the client sent is never printed); the PDF is stored for a short
// download link. Decisions 0423 and 0424.
import { itemNameError, type CurrentItem } from '@shop/domain/configurator';
import { quotationPriceNote } from '@shop/domain/documents';
import { documentTexts, noticeMessages } from '@shop/domain/messages';
import { unusableCharacterMessage } from '@shop/domain/validation';
import type { Database } from '../../db/client.ts';
import { parseAddressee } from '../../documents/addressee.ts';
import { renderQuotation, type QuotationItem } from '../../documents/quotation.ts';
import { HttpError, badRequest, unprocessable } from '../../lib/http-error.ts';
import type { ProductCatalogue } from '../catalog/product-cache.ts';
import { priceItem, productOf, type EstimateOwner } from '../pricing/service.ts';
import type { QuotationFiles } from './quotation-files.ts';
import { quotationItemOf } from './quotation-lines.ts';
import { nextQuotationNumber } from './quotation-number.ts';
import type { EstimatePdfBody } from './schemas.ts';

export const QUOTATION_NOTES = [quotationPriceNote, ...documentTexts.quotationNotes].join('\n');

export interface QuotationDeps {
  db: Database;
  catalogue: ProductCatalogue;
  files: QuotationFiles;
  now: Date;
  /** Who asks: an estimate line is printed only for its owner (decision 0610). */
  estimateOwner: EstimateOwner;
}

/**
 * The item name rule of the cart (decision 0420): JIS X 0208 characters only, reported with the
 * position of the first offender, then the length of decision 0104.
 */
export function cartItemNameError(name: string): string | null {
  const composed = name.normalize('NFC');
  const unusable = unusableCharacterMessage(composed);
  if (unusable !== null) return unusable;
  return itemNameError(composed.trim());
}

function checkNames(items: readonly CurrentItem[]): void {
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    const message = cartItemNameError(item.name);
    if (message) errors[`items.${index}.name`] = message;
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** The server's line for each item, or 422 naming every item (items.N.field) that cannot be ordered. */
async function pricedLines(deps: QuotationDeps, items: readonly CurrentItem[]): Promise<QuotationItem[]> {
  const lines: QuotationItem[] = [];
  const errors: Record<string, string> = {};
  for (const [index, item] of items.entries()) {
    try {
      const priced = await priceItem(deps.db, deps.catalogue, item, deps.estimateOwner);
      lines.push(quotationItemOf(await productOf(deps.catalogue, item), priced.cartItem, priced.detail));
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
      const fields = Object.entries(error.errors);
      if (fields.length === 0) errors[`items.${index}`] = error.message;
      for (const [field, message] of fields) errors[`items.${index}.${field}`] ??= message;
    }
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors, noticeMessages.cannotOrder);
  return lines;
}

export interface CreatedQuotation {
  token: string;
  fileName: string;
  quotationNumber: string;
}

export async function createQuotation(deps: QuotationDeps, body: EstimatePdfBody): Promise<CreatedQuotation> {
  checkNames(body.items);
  const items = await pricedLines(deps, body.items);
  const quotationNumber = await nextQuotationNumber(deps.db, deps.now);
  const pdf = await renderQuotation({
    quotationNumber,
    issueDate: deps.now,
    to: parseAddressee(body.to),
    items,
    notes: QUOTATION_NOTES,
  });
  const fileName = documentTexts.quotationFileName(quotationNumber);
  const token = await deps.files.save(pdf, fileName, deps.now);
  return { token, fileName, quotationNumber };
}

/** Content-Disposition for a Japanese file name: an ASCII fallback and the RFC 5987 UTF-8 form. */
export function attachmentHeader(fileName: string): string {
  const ascii =
    fileName
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '')
      .replace(/^_+/, '') || 'quotation.pdf';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
