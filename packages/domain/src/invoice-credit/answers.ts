// What the API answers about 掛け払い (decisions 0835, 0836): the member's credit line (My page,
// checkout, staff) and a purchase's invoice-credit payment.
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';
import { CREDIT_LINE_STATES } from './credit-line.ts';

export const creditLineSchema = z.object({
  state: z.enum(CREDIT_LINE_STATES),
  companyName: safeString(),
  creditLimit: z.int(),
  used: z.int(),
  /** What an order may still take: the limit less what open orders use, never below 0. */
  remaining: z.int(),
  appliedAt: safeString(),
  decidedAt: z.nullable(safeString()),
  /** Declined: the first Tokyo day (YYYY-MM-DD) the member may apply again. */
  reapplyFrom: z.nullable(safeString()),
});
export type CreditLine = z.output<typeof creditLineSchema>;

export const creditLineAnswerSchema = z.object({
  creditLine: z.nullable(creditLineSchema),
  /** Whether the application form is offered now. */
  mayApply: z.boolean(),
});
export type CreditLineAnswer = z.output<typeof creditLineAnswerSchema>;

/**
 * A 掛け払い purchase's payment: billed on a month's invoice, paid (the invoice was paid at the
 * provider), or released by a cancellation.
 */
export const invoiceCreditPaymentSchema = z.object({
  state: z.enum(['billed', 'paid', 'released']),
  /** YYYY-MM, Asia/Tokyo. */
  billingMonth: safeString(),
  /** YYYY-MM-DD: the invoice's due day (月末締め翌月末払い). */
  dueDate: safeString(),
  /** Whether the provider has been told (a failed report is sent again by the once-a-minute round). */
  reported: z.boolean(),
});
export type InvoiceCreditPayment = z.output<typeof invoiceCreditPaymentSchema>;
