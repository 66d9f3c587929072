// Documents as PDFs: a quotation of the cart (POST /v2/estimate-pdf), an invoice or a receipt of a
// purchase (POST /v2/issue-invoice, /v2/issue-receipt).
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';

export const estimatePdfAnswerSchema = z.object({
  // A path on the shop itself: the app hands it to a download link.
  url: safeString().check(z.startsWith('/'), z.describe('A short-lived GET link to the PDF (15 minutes)')),
  fileName: safeString().check(z.minLength(1)),
});
export type EstimatePdfAnswer = z.output<typeof estimatePdfAnswerSchema>;

export const issuedDocumentSchema = z.object({
  url: safeString().check(z.describe('GET it with the bearer token: the PDF')),
  fileName: safeString(),
  documentNumber: safeString(),
  reissue: z
    .boolean()
    .check(z.describe('A receipt issued before for the same purchase: this one says 再発行')),
});
export type IssuedDocument = z.output<typeof issuedDocumentSchema>;
