// POST /v2/sample, /v2/request-estimate and /v2/contact answer the receipt's number.
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';

export const receiptAnswerSchema = z.object({
  receiptNumber: safeString().check(z.describe('S-000123, E-000123 or C-000123: quoted in the mails')),
});
export type ReceiptAnswer = z.output<typeof receiptAnswerSchema>;
