// What a 請求書 before payment asks for (decision 0753): the transfer still owed, read through the
// method's own `inquire` (the one place a payment's state is read), with the account to pay into
// (the shop's for 銀行振込, the order's own for the virtual account) and the due day.
import type { BankTransfer } from '@shop/domain/answers';
import { isTransferOwed } from '@shop/domain/bank-transfer';
import type { Database } from '../../db/client.ts';
import { bankTransferMethod } from '../bank-transfer/method.ts';
import type { PurchaseRow } from '../orders/queries.ts';
import { virtualAccountMethod } from '../virtual-account/method.ts';

/** The transfer still owed on this purchase; null when it is not a transfer or nothing is owed. */
export async function owedTransferOf(
  db: Database,
  purchase: Pick<PurchaseRow, 'purchaseId' | 'paymentMethod'>,
): Promise<BankTransfer | null> {
  const method =
    purchase.paymentMethod === 'bank'
      ? bankTransferMethod
      : purchase.paymentMethod === 'vbank'
        ? virtualAccountMethod
        : null;
  const state = method ? await method.inquire(db, purchase.purchaseId) : null;
  if (state?.method !== 'bank' && state?.method !== 'vbank') return null;
  return isTransferOwed(state.transfer.state) ? state.transfer : null;
}
