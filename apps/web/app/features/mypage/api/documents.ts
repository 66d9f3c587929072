// Invoices, receipts and estimate PDFs: issued through the api client, then fetched as a blob with
// the bearer token (a plain link cannot carry it) and saved under the server's file name.
import { issuedDocumentSchema, type IssuedDocument } from '@shop/domain/answers';
import { parseAnswer } from '../../../lib/api-answer';
import { API_BASE, apiClient, unwrapEnvelope } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/storage';

export type DocumentKind = 'invoice' | 'receipt';

export async function issueDocument(
  kind: DocumentKind,
  to: string,
  purchaseId: string,
): Promise<IssuedDocument> {
  const path = kind === 'invoice' ? '/issue-invoice' : '/issue-receipt';
  return parseAnswer(issuedDocumentSchema, await apiClient.post(path, { to, purchase_id: purchaseId }));
}

/** The server answers URLs as /api/v2/...; a bare path is taken as relative to the API. */
function absoluteApiUrl(url: string): string {
  if (/^https?:\/\//.test(url) || url.startsWith(API_BASE)) return url;
  return `${API_BASE}${url.startsWith('/') ? url : `/${url}`}`;
}

/** GETs a PDF with the token and hands it to the browser as a download. */
export async function downloadPdf(url: string, fileName: string): Promise<void> {
  const headers = new Headers({ Accept: 'application/pdf' });
  const token = tokenStorage.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(absoluteApiUrl(url), { headers });
  // An error answers JSON: let the envelope reader turn it into the ApiError with its message.
  if (!response.ok) await unwrapEnvelope(response);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
