// Step 2b of a 銀行振込（バーチャル口座） purchase (decision 0825): after every check and before the
// write, the provider issues the order its own account. The write stays one statement with no
// call out (decision 0525), and a provider that cannot issue refuses the purchase before anything
// is written, so the customer's key is let go and the same request may be sent again. An account
// issued for a purchase whose write then fails is never shown to anyone and lapses at its due day.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { transferDueDate } from '@shop/domain/bank-transfer';
import type { Holiday } from '@shop/domain/calendar';
import type { BankAccount } from '@shop/domain/shop-profile';
import { virtualAccountGatewayFor } from '../../payments/virtual-account-gateway.ts';

/** What the purchase is written with: the provider's reference, the account and the due day. */
export interface VirtualAccountOpening {
  orderNumber: string;
  account: BankAccount;
  /** YYYY-MM-DD: bank transfer's deadline (transferDueDate), the one the provider was given. */
  dueDate: string;
}

/** The provider's reference: unguessable, as a notification names the order by it. */
export function virtualAccountOrderNumber(): string {
  return `va-${randomBytes(18).toString('base64url')}`;
}

export async function openVirtualAccount(
  app: FastifyInstance,
  input: { amount: number; now: Date; holidays: readonly Holiday[] },
): Promise<VirtualAccountOpening | null> {
  const dueDate = transferDueDate(input.now, input.holidays);
  const orderNumber = virtualAccountOrderNumber();
  const result = await virtualAccountGatewayFor(app).issue({ orderNumber, amount: input.amount, dueDate });
  if (result.status === 'error') {
    app.log.error(
      { orderNumber, reason: result.reason, detail: result.detail },
      'virtual account not issued',
    );
    return null;
  }
  return { orderNumber, account: result.account, dueDate };
}
