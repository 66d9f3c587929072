import { estimatePdfAnswerSchema } from '@shop/domain/answers';
import { currentItemWireSchema } from '@shop/domain/configurator';
import { addresseeSchema } from '@shop/domain/forms';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
/** A quotation is one cart; no cart of a real customer holds more lines than this. */
export const QUOTATION_MAX_ITEMS = 50;

export const estimatePdfBodySchema = z.object({
  to: z._default(
    addresseeSchema.check(z.describe('The addressee as typed; 様 or 御中 is chosen from it (decision 0302)')),
    '',
  ),
  items: z.array(currentItemWireSchema).min(1).max(QUOTATION_MAX_ITEMS),
});
export type EstimatePdfBody = z.output<typeof estimatePdfBodySchema>;

export const estimatePdfAnswer = z.object({ data: estimatePdfAnswerSchema });

/** 32 base64url characters: 192 random bits, the only key to a stored quotation. */
export const downloadTokenPattern = /^[A-Za-z0-9_-]{32}$/;
export const downloadParamsSchema = z.object({ token: safeString().check(z.regex(downloadTokenPattern)) });

/** The failure answer, documented once in the domain. */
export { errorEnvelopeSchema as failureSchema } from '@shop/domain/answers';

export const clientConfigAnswerSchema = z.object({
  data: z.object({
    gtmId: z.nullable(safeString()).describe('The tag manager container, null when none is configured'),
    cardTokenScriptUrl: safeString().check(
      z.describe("The card provider's token script, loaded on the payment step"),
    ),
    cardContractCode: safeString().check(
      z.describe("The shop's contract code with the card provider (the script's init)"),
    ),
    paymentMethods: z
      .array(safeString())
      .check(z.describe('The payment method ids checkout offers (PAYMENT_METHODS; decision 0821)')),
  }),
});
