// The answer of the request calls: the spec shows none; ours carries the receipt number quoted in
// the mails (decision 0440). Read leniently: a missing number does not turn a success into a failure.
import * as v from 'valibot';

export const receiptResponseSchema = v.object({ receiptNumber: v.optional(v.string()) });

export interface RequestReceipt {
  receiptNumber: string | null;
}

export function toReceipt(data: unknown): RequestReceipt {
  const parsed = v.safeParse(receiptResponseSchema, data);
  return { receiptNumber: parsed.success ? (parsed.output.receiptNumber ?? null) : null };
}
