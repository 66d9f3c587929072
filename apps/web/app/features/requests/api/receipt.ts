// The answer of the request calls: the spec shows none; ours carries the receipt number quoted in
// the mails (decision 0440). Read leniently: a missing number does not turn a success into a failure.
import * as z from 'zod/mini';

export const receiptResponseSchema = z.object({ receiptNumber: z.optional(z.string()) });

export interface RequestReceipt {
  receiptNumber: string | null;
}

export function toReceipt(data: unknown): RequestReceipt {
  const parsed = receiptResponseSchema.safeParse(data);
  return { receiptNumber: parsed.success ? (parsed.data.receiptNumber ?? null) : null };
}
