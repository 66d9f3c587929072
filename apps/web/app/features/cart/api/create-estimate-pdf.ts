// POST /api/v2/estimate-pdf (spec point 7): the cart as a quotation PDF. The server prices every
// item again; the answer is a short-lived link, which the browser then downloads.
import { estimatePdfAnswerSchema, type EstimatePdfAnswer } from '@shop/domain/answers';
import { useMutation } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';
import type { CartItem } from '../cart-item';
import { wireItem } from './calc-price';

export type EstimatePdf = EstimatePdfAnswer;

export interface EstimatePdfInput {
  /** The addressee as typed; 様 or 御中 is chosen by the server (decision 0302). */
  to: string;
  items: readonly CartItem[];
}

export async function createEstimatePdf({ to, items }: EstimatePdfInput): Promise<EstimatePdf> {
  const data = await apiClient.post('/estimate-pdf', { to, items: items.map(wireItem) });
  return parseAnswer(estimatePdfAnswerSchema, data);
}

/** Saves the file through a temporary link: the server sends it as an attachment. */
export function downloadFile({ url, fileName }: EstimatePdf, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.appendChild(link);
  link.click();
  link.remove();
}

export function useCreateEstimatePdf() {
  return useMutation({
    mutationFn: createEstimatePdf,
    onSuccess: (pdf) => downloadFile(pdf),
  });
}
