// 銀行振込 as an implementation of the one payment model (payments/payment-method.ts, decision
// 0822). No provider stands behind it: the customer transfers to the shop's account, staff confirm
// what arrived, the deadline cancels what never came, and a refund is a transfer staff make.
import { backOfficeMessages } from '@shop/domain/messages';
import { transferDueDate } from '@shop/domain/bank-transfer';
import type { PaymentMethod } from '../../payments/payment-method.ts';
import { orderRowsOfPurchase } from '../orders/queries.ts';
import { expireTransfer } from './expire.ts';
import { recordTransfer, type TransferRecord, type TransferRecordAnswer } from './record-transfer.ts';
import { bankPaymentOf, toBankTransfer, type BankTransferDetail } from './state.ts';

export const bankTransferMethod: PaymentMethod<TransferRecord, TransferRecordAnswer> = {
  id: 'bank',
  missingSettings: (config) =>
    config.shopProfile.bankAccount ? [] : ['SHOP_PROFILE bankAccount (the account customers pay into)'],
  start: ({ now, holidays }) => {
    const detail: BankTransferDetail = {
      dueDate: transferDueDate(now, holidays),
      received: 0,
      transfers: [],
    };
    return { purchaseStatus: 'pending', paymentStatus: 'pending', detail: { ...detail } };
  },
  confirm: (context, purchaseId, record) => {
    if (context.actor === 'system')
      throw new Error('a bank transfer is confirmed by staff, never by the shop itself');
    return recordTransfer(context.db, purchaseId, record, { ...context, actor: context.actor });
  },
  // The bank tells the shop nothing: staff read the account statement.
  notify: () => Promise.resolve('unsupported'),
  cancel: (context, purchaseId) => expireTransfer(context, purchaseId),
  refund: () =>
    Promise.resolve({
      kind: 'manual',
      message: backOfficeMessages.bankTransferRefund,
    }),
  inquire: async (db, purchaseId) => {
    const payment = await bankPaymentOf(db, purchaseId);
    if (!payment) return null;
    const statuses = (await orderRowsOfPurchase(db, purchaseId)).map((order) => order.status);
    return { method: 'bank', transfer: toBankTransfer(payment, purchaseId, statuses) };
  },
};
