// What staff do when they take money that came to the shop's account as the payment: recording a
// bank transfer (record-transfer.ts) and accepting a short or late virtual-account deposit
// (virtual-account/accept-deposit.ts) open the purchase the same way and move it on the same way.
import { backOfficeMessages } from '@shop/domain/messages';
import { ORDER_STATUS } from '@shop/domain/orders';
import type { Transaction } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { writeAudit } from '../audit/audit-log.ts';
import type { StaffChangeContext } from '../back-office-orders/moves.ts';
import {
  findPurchaseByNumber,
  orderRowsOfPurchase,
  type OrderRow,
  type PurchaseRow,
} from '../orders/queries.ts';
import { applyStaffMove } from '../orders/staff-move.ts';
import { bankPaymentOf, readDetail } from './state.ts';

/** Who, as the payment record keeps it beside each amount. */
export const staffName = (context: StaffChangeContext): string =>
  context.actor === 'command-line' ? 'command-line' : context.actor.email;

/**
 * The purchase, its transfer payment and its orders, locked in the order every staff change locks
 * them (the purchase row first): two staff records, or a record and a deposit notification, wait
 * for each other. 404 for an unknown purchase; the payment is undefined when it is not a transfer.
 */
export async function lockTransferPurchase(tx: Transaction, purchaseId: string) {
  const purchase = await findPurchaseByNumber(tx, purchaseId, { lock: true });
  if (!purchase) throw notFound(backOfficeMessages.purchaseNotFound);
  const payment = await bankPaymentOf(tx, purchaseId, true);
  const all = await orderRowsOfPurchase(tx, purchaseId, { lock: true });
  return { purchase, payment, all, detail: readDetail(payment?.detail) };
}

/**
 * The awaiting orders move on (10 → 2) by the one staff move, which marks the purchase paid and
 * mails the customer; each move is audited with what caused it (`cause`).
 */
export async function moveOnAsPaid(
  tx: Transaction,
  opened: { purchase: PurchaseRow; all: readonly OrderRow[] },
  waiting: readonly OrderRow[],
  context: StaffChangeContext,
  change: { memo: string; cause: string },
): Promise<void> {
  const applied = await applyStaffMove(tx, opened.purchase, opened.all, waiting, ORDER_STATUS.purchased, {
    now: context.now,
    publicUrl: context.publicUrl,
    memo: change.memo,
  });
  for (const moved of applied.moved) {
    await writeAudit(tx, {
      actor: context.actor,
      at: context.now,
      action: 'order.move',
      subject: { type: 'order', id: moved.orderId },
      before: { status: moved.from },
      after: { status: moved.to, memo: change.cause },
    });
  }
}
