// The answer of the request calls: the spec shows none; ours carries the receipt number quoted in
// the mails (decision 0440). Read leniently: a missing number does not turn a success into a failure.
import { receiptAnswerSchema } from '@shop/domain/answers';

export interface RequestReceipt {
  receiptNumber: string | null;
}

export function toReceipt(data: unknown): RequestReceipt {
  const parsed = receiptAnswerSchema.safeParse(data);
  return { receiptNumber: parsed.success ? parsed.data.receiptNumber : null };
}
