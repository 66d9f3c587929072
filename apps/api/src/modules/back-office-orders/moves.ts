// POST /api/admin/orders/moves (decision 0744): one target status for one order or many, all or
// nothing, each purchase's orders moved by the same steps the command line takes, with one audit
// entry per order in the same transaction.
import { backOfficeMessages } from '@shop/domain/messages';
import { inArray } from 'drizzle-orm';
import { planStaffMove, type StaffMove } from '@shop/domain/back-office';
import { orderStatusLabel, type OrderStatus } from '@shop/domain/orders';
import type { StaffMoveAnswer } from '@shop/domain/answers';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { writeAudit, type AuditActor } from '../audit/audit-log.ts';
import { statusOf } from '../orders/purchase-rules.ts';
import { findPurchaseByNumber, orderRowsOfPurchase } from '../orders/queries.ts';
import { applyStaffMove, type ParcelShipment } from '../orders/staff-move.ts';
import { backOfficeOrderMessages as messages } from './messages.ts';

export interface StaffChangeContext {
  now: Date;
  publicUrl: string;
  actor: AuditActor;
}

export async function moveOrders(
  db: Database,
  move: StaffMove,
  context: StaffChangeContext,
): Promise<StaffMoveAnswer> {
  const to = move.to as OrderStatus;
  const wanted = move.orders.map((order) => order.orderId);
  const shipments = new Map<string, ParcelShipment>(
    move.orders.flatMap((order) =>
      order.carrier && order.trackingNumber
        ? [[order.orderId, { carrier: order.carrier, trackingNumber: order.trackingNumber }]]
        : [],
    ),
  );
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ orderId: orders.orderId, purchaseId: orders.purchaseId })
      .from(orders)
      .where(inArray(orders.orderId, wanted));
    const missing = wanted.filter((id) => !found.some((row) => row.orderId === id));
    if (missing.length > 0) {
      throw new HttpError(404, messages.orderNotFound, fieldErrors(wanted, missing, messages.orderNotFound));
    }
    // Purchases in number order, so two moves over the same purchases lock them in the same order.
    const purchaseIds = [...new Set(found.map((row) => row.purchaseId))].sort();
    const answer: StaffMoveAnswer = { moved: [], mailsQueued: 0 };
    const groups = [];
    for (const purchaseId of purchaseIds) {
      const purchase = await findPurchaseByNumber(tx, purchaseId, { lock: true });
      if (!purchase) throw new HttpError(404, messages.purchaseNotFound);
      const all = await orderRowsOfPurchase(tx, purchaseId, { lock: true });
      groups.push({ purchase, all, targets: all.filter((row) => wanted.includes(row.orderId)) });
    }
    const plan = planStaffMove(
      groups.flatMap((group) =>
        group.targets.map((row) => ({ orderId: row.orderId, status: statusOf(row.status) })),
      ),
      to,
    );
    if (!plan.allowed) {
      const refused = plan.refused.map((order) => order.orderId);
      const errors = fieldErrors(wanted, refused, backOfficeMessages.moveRefused(orderStatusLabel(to)));
      throw new HttpError(409, messages.moveRefused, errors);
    }
    for (const { purchase, all, targets } of groups) {
      const applied = await applyStaffMove(tx, purchase, all, targets, to, {
        now: context.now,
        publicUrl: context.publicUrl,
        memo: move.memo,
        shipments,
      });
      for (const [index, moved] of applied.moved.entries()) {
        const shipment = shipments.get(moved.orderId);
        await writeAudit(tx, {
          actor: context.actor,
          at: context.now,
          action: 'order.move',
          subject: { type: 'order', id: moved.orderId },
          before: { status: targets[index]?.status ?? moved.from },
          after: { status: moved.to, ...(shipment ?? {}), ...(move.memo ? { memo: move.memo } : {}) },
        });
      }
      answer.moved.push(...applied.moved);
      answer.mailsQueued += applied.mailsQueued;
    }
    return answer;
  });
}

/** `orders.2.orderId` → message, for the orders a refusal names, as the form's fields. */
function fieldErrors(wanted: string[], named: string[], message: string): Record<string, string> {
  return Object.fromEntries(
    wanted.flatMap((id, index) =>
      named.includes(id) ? [[`orders.${index}.orderId`, `${id}：${message}`]] : [],
    ),
  );
}
