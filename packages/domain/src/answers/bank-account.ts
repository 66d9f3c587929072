// The shop's account for a bank transfer (振込先), as the operator profile names it: apart from the
// purchase answers, so the pages that print the operator (footer, 特定商取引法) load no order schema.
import { z } from 'zod/mini';
import { safeString } from '../validation/safe-string.ts';

export const bankAccountAnswerSchema = z.object({
  bankName: safeString(),
  branchName: safeString(),
  accountType: safeString(),
  accountNumber: safeString(),
  accountHolder: safeString(),
});
export type BankAccountAnswer = z.output<typeof bankAccountAnswerSchema>;
