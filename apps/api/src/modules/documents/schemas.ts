import { z } from 'zod';
import { validationMessages } from '@shop/domain/messages';
import { purchaseNumberSchema } from '@shop/domain/orders';
import { jisText } from '@shop/domain/validation';

/** The longest addressee accepted; the documents shrink, then cut, a long name to fit its line. */
export const ADDRESSEE_MAX_LENGTH = 50;

export const issueBodySchema = z.object({
  to: z
    .string()
    .trim()
    .max(ADDRESSEE_MAX_LENGTH, { error: validationMessages.maxLength(ADDRESSEE_MAX_LENGTH) })
    .check(jisText())
    .describe('宛名: a company or a person; may end with 様 or 御中. Empty: 上様 on a receipt'),
  purchase_id: purchaseNumberSchema.describe('11-digit purchase number'),
});
export type IssueBody = z.output<typeof issueBodySchema>;

export const issuedDocumentSchema = z.object({
  url: z.string().describe('GET it with the bearer token: the PDF'),
  fileName: z.string(),
  documentNumber: z.string(),
  reissue: z.boolean().describe('A receipt issued before for the same purchase: this one says 再発行'),
});

export const documentIdParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
