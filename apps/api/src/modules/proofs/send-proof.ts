// Staff send a proof (decision 0750): the image is stored, the version recorded, the order moved
// to お客様確認中 (12) when it was with the shop (3), the customer mailed and the change audited, all
// in one transaction. A refused send leaves no file behind.
import { orderEventMemos } from '@shop/domain/messages';
import { eq } from 'drizzle-orm';
import { canSendProof } from '@shop/domain/proofs';
import { ORDER_STATUS } from '@shop/domain/orders';
import type { Database } from '../../db/client.ts';
import { orders, proofs } from '../../db/schema.ts';
import { HttpError, conflict } from '../../lib/http-error.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { writeAudit, type AuditActor } from '../audit/audit-log.ts';
import { memberMailTarget, proofSentMail } from '../orders/order-mails.ts';
import { statusOf } from '../orders/purchase-rules.ts';
import { changeOrderStatus } from '../orders/status-change.ts';
import { detectFileKind } from '../../lib/file-kind.ts';
import { HEAD_BYTES, type FileStore } from '../../lib/file-store/file-store.ts';
import { proofMessages } from './messages.ts';
import { latestProofOf } from './queries.ts';

export interface SentProof {
  orderId: string;
  version: number;
  status: number;
}

export interface SendProofContext {
  db: Database;
  store: FileStore;
  now: Date;
  publicUrl: string;
  actor: AuditActor & { staffId: number };
}

const IMAGE_TYPES = { png: 'image/png', jpeg: 'image/jpeg' } as const;

/** PNG or JPEG by its first bytes, never by its name: anything else is refused with 422. */
export async function proofImageType(bytes: Buffer): Promise<string> {
  const kind = await detectFileKind(bytes.subarray(0, HEAD_BYTES));
  if (kind !== 'png' && kind !== 'jpeg') {
    throw new HttpError(422, proofMessages.imageKind, { file: proofMessages.imageKind });
  }
  return IMAGE_TYPES[kind];
}

export async function sendProof(
  input: { orderId: string; image: Buffer; note: string },
  context: SendProofContext,
): Promise<SentProof> {
  const mimeType = await proofImageType(input.image);
  const key = await context.store.put('sample-image', input.image);
  try {
    return await context.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.orderId, input.orderId))
        .limit(1)
        .for('update');
      if (!order) throw new HttpError(404, proofMessages.orderNotFound);
      if (!canSendProof(statusOf(order.status))) throw conflict(proofMessages.notSendable);
      const version = ((await latestProofOf(tx, order.id))?.version ?? 0) + 1;
      await tx.insert(proofs).values({
        orderId: order.id,
        version,
        storageKey: key,
        mimeType,
        note: input.note,
        staffId: context.actor.staffId,
        sentAt: context.now,
      });
      const moved =
        order.status === ORDER_STATUS.waitingResponse
          ? order
          : await changeOrderStatus(tx, order, ORDER_STATUS.waitingResponse, 'staff', {
              now: context.now,
              memo: orderEventMemos.proofSent(version),
            });
      const target = await memberMailTarget(tx, order.userId);
      if (target) {
        await enqueueMail(
          tx,
          proofSentMail(context.publicUrl, target, order, version, input.note),
          context.now,
        );
      }
      await writeAudit(tx, {
        actor: context.actor,
        at: context.now,
        action: 'order.proof.send',
        subject: { type: 'order', id: order.orderId },
        before: { status: order.status },
        after: { status: moved.status, proofVersion: version, ...(input.note ? { note: input.note } : {}) },
      });
      return { orderId: order.orderId, version, status: moved.status };
    });
  } catch (error) {
    await context.store.remove(key);
    throw error;
  }
}
