// POST /api/admin/purchases/{purchaseId}/bank-transfer (decision 0820): staff record an amount that
// arrived in the shop's account. The amounts add up; against the purchase total they are full,
// short or over. Full and over move the awaiting orders on (10 → 2) by the one staff move, which
// marks the purchase paid and mails the customer; short keeps them waiting and asks the customer for
// the rest. Staff send what they saw as received so far: a second record made from the same view
// (a double click, two staff at once) finds it changed and is refused, so a transfer counts once.
import { backOfficeMessages, orderEventMemos } from '@shop/domain/messages';
import { z } from 'zod';
import { judgeTransfer, transferSettles, type TransferJudgement } from '@shop/domain/bank-transfer';
import { ORDER_STATUS } from '@shop/domain/orders';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { conflict } from '../../lib/http-error.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { writeAudit } from '../audit/audit-log.ts';
import type { StaffChangeContext } from '../back-office-orders/moves.ts';
import { memberMailTarget } from '../orders/order-mails.ts';
import { orderRowsOfPurchase } from '../orders/queries.ts';
import { transferShortMail } from './mails.ts';
import { bankTransferMessages as messages } from './messages.ts';
import { lockTransferPurchase, moveOnAsPaid, staffName } from './staff-payment.ts';

export const transferRecordSchema = z.object({
  amount: z
    .number({ error: messages.amountMissing })
    .int({ error: backOfficeMessages.transferAmountInteger })
    .min(1, { error: backOfficeMessages.transferAmountMin })
    .max(100_000_000, { error: backOfficeMessages.transferAmountMax }),
  /** What the screen showed as received before this record (0 for the first). */
  seenReceived: z.number().int().min(0).max(1_000_000_000),
});
export type TransferRecord = z.output<typeof transferRecordSchema>;

export interface TransferRecordAnswer {
  judgement: TransferJudgement['kind'];
  /** short: still missing; over: to give back. */
  difference: number;
  received: number;
  amount: number;
  statuses: { orderId: string; status: number }[];
}

export async function recordTransfer(
  db: Database,
  purchaseId: string,
  record: TransferRecord,
  context: StaffChangeContext,
): Promise<TransferRecordAnswer> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const opened = await lockTransferPurchase(tx, purchaseId);
    const { purchase, payment, all, detail } = opened;
    if (purchase.paymentMethod !== 'bank' || !payment) throw conflict(messages.notBankTransfer);
    if (detail.received !== record.seenReceived) throw conflict(messages.changedMeanwhile);
    const waiting = all.filter((order) => order.status === ORDER_STATUS.waitingPurchase);
    if (payment.status !== 'pending' || detail.expiredAt || waiting.length === 0)
      throw conflict(messages.nothingAwaited);

    const transfers = [
      ...detail.transfers,
      { amount: record.amount, at: now.toISOString(), by: staffName(context) },
    ];
    const received = detail.received + record.amount;
    const judged = judgeTransfer(payment.amount, received);
    await tx
      .update(payments)
      .set({
        detail: { ...(payment.detail as Record<string, unknown> | null), transfers, received },
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    await writeAudit(tx, {
      actor: context.actor,
      at: now,
      action: 'payment.bank.received',
      subject: { type: 'purchase', id: purchaseId },
      before: { received: detail.received },
      after: { received, amount: record.amount, judgement: judged.kind, difference: judged.difference },
    });

    if (transferSettles(judged)) {
      await moveOnAsPaid(tx, opened, waiting, context, {
        memo:
          judged.kind === 'over'
            ? orderEventMemos.transferOverpaid(judged.difference)
            : orderEventMemos.transferReceived,
        cause: 'payment.bank.received',
      });
    } else {
      const target = await memberMailTarget(tx, purchase.userId);
      if (target)
        await enqueueMail(
          tx,
          transferShortMail(context.publicUrl, target, purchaseId, { received, missing: judged.difference }),
          now,
        );
    }
    const after = await orderRowsOfPurchase(tx, purchaseId);
    return {
      judgement: judged.kind,
      difference: judged.difference,
      received,
      amount: payment.amount,
      statuses: after.map((row) => ({ orderId: row.orderId, status: row.status })),
    };
  });
}
