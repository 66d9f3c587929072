// POST /api/admin/purchases/{purchaseId}/virtual-account/accept (decision 0786): an owner takes a
// short or late virtual-account deposit as it is, in one step. The awaiting orders move on by the
// one staff move (purchase and payment paid, the customer mailed), the shortfall is kept in the
// payment record and the audit log, and the orders' events say what was forgiven. Staff send what
// they saw as received: a deposit arriving meanwhile changes the question, so the acceptance is
// refused (409) and staff look again. Sent twice (a double click, a retry), the second finds it
// accepted already and answers the same without doing anything again.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { orderEventMemos } from '@shop/domain/messages';
import { ORDER_STATUS } from '@shop/domain/orders';
import { acceptedShortfall } from '@shop/domain/virtual-account';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { writeAudit } from '../audit/audit-log.ts';
import type { StaffChangeContext } from '../back-office-orders/moves.ts';
import { toBankTransfer, type AcceptedDeposit } from '../bank-transfer/state.ts';
import { lockTransferPurchase, moveOnAsPaid, staffName } from '../bank-transfer/staff-payment.ts';
import { orderRowsOfPurchase } from '../orders/queries.ts';
import { acceptDepositMessages as messages } from './messages.ts';

export const acceptDepositSchema = z.object({
  /** What the screen showed as received when staff chose to accept it. */
  seenReceived: z.number().int().min(0).max(1_000_000_000),
});
export type AcceptDepositRequest = z.output<typeof acceptDepositSchema>;

export interface AcceptDepositAnswer {
  /** False when it had been accepted already (a repeated request): nothing was done again. */
  accepted: boolean;
  shortfall: number;
  received: number;
  amount: number;
  statuses: { orderId: string; status: number }[];
}

export async function acceptDeposit(
  db: Database,
  purchaseId: string,
  request: AcceptDepositRequest,
  context: StaffChangeContext,
): Promise<AcceptDepositAnswer> {
  const { now } = context;
  return db.transaction(async (tx) => {
    // A deposit notification and a second acceptance wait for this one.
    const opened = await lockTransferPurchase(tx, purchaseId);
    const { purchase, payment, all, detail } = opened;
    if (purchase.paymentMethod !== 'vbank' || payment?.method !== 'vbank')
      throw conflict(messages.notVirtualAccount);
    const answer = async (accepted: boolean, shortfall: number): Promise<AcceptDepositAnswer> => ({
      accepted,
      shortfall,
      received: detail.received,
      amount: payment.amount,
      statuses: (await orderRowsOfPurchase(tx, purchaseId)).map((row) => ({
        orderId: row.orderId,
        status: row.status,
      })),
    });
    if (detail.accepted) return answer(false, detail.accepted.shortfall);
    if (detail.received !== request.seenReceived) throw conflict(messages.changedMeanwhile);

    const state = toBankTransfer(
      payment,
      purchaseId,
      all.map((order) => order.status),
    ).state;
    const waiting = all.filter((order) => order.status === ORDER_STATUS.waitingPurchase);
    const shortfall = acceptedShortfall(payment.amount, detail.received);
    if ((state !== 'short' && state !== 'late') || waiting.length === 0 || shortfall === null)
      throw conflict(messages.nothingToAccept);

    const accepted: AcceptedDeposit = { shortfall, at: now.toISOString(), by: staffName(context) };
    await tx
      .update(payments)
      .set({ detail: { ...(payment.detail as Record<string, unknown> | null), accepted }, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await writeAudit(tx, {
      actor: context.actor,
      at: now,
      action: 'payment.vbank.accepted',
      subject: { type: 'purchase', id: purchaseId },
      before: { state, received: detail.received },
      after: { received: detail.received, amount: payment.amount, shortfall },
    });
    await moveOnAsPaid(tx, opened, waiting, context, {
      memo: orderEventMemos.depositAccepted(shortfall),
      cause: 'payment.vbank.accepted',
    });
    return answer(true, shortfall);
  });
}
