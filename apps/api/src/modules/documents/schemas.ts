import { z } from 'zod';
import { addresseeSchema, invoiceAddresseeSchema } from '@shop/domain/forms';
import { purchaseNumberSchema } from '@shop/domain/orders';

export const issueBodySchema = z.object({
  to: addresseeSchema.check(
    z.describe('宛名: a company or a person; may end with 様 or 御中. Empty: 上様 on a receipt'),
  ),
  purchase_id: purchaseNumberSchema.check(z.describe('11-digit purchase number')),
});
export type IssueBody = z.output<typeof issueBodySchema>;

/** An invoice names who owes the amount: a blank 宛名 is refused (decision 0660). */
export const issueInvoiceBodySchema = z.object({
  to: invoiceAddresseeSchema.check(
    z.describe('宛名: a company or a person, required; may end with 様 or 御中'),
  ),
  purchase_id: issueBodySchema.shape.purchase_id,
});

export { issuedDocumentSchema } from '@shop/domain/answers';

export const documentIdParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
