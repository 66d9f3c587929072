// The customer answers a proof on My page (decision 0750): approval with one tap, or a change
// request with a message. The answer is written once (a doubled tap answers once and gets the
// same reply), the order goes back to the shop (3) through the transition table, and the shop is
// mailed.
import { orderEventMemos } from '@shop/domain/messages';
import {
  canAnswerProof,
  PROOF_ANSWERED_STATUS,
  type OrderProofs,
  type ProofAnswer,
} from '@shop/domain/proofs';

import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { enqueueMail } from '../../mail/queue.ts';
import { proofAnsweredStaffMail } from '../orders/order-mails.ts';
import { statusOf } from '../orders/purchase-rules.ts';
import { changeOrderStatus } from '../orders/status-change.ts';
import { findOwnedOrder } from '../uploads/queries.ts';
import { proofMessages } from './messages.ts';
import { latestProofOf, proofVersionOf, writeProofAnswer } from './queries.ts';
import { memberProofsOf } from './read-proofs.ts';

export interface ProofAnswerInput {
  userId: number;
  orderId: string;
  version: number;
  answer: ProofAnswer;
  /** The change request's words; null for an approval. */
  message: string | null;
}

export async function answerProof(
  db: Database,
  input: ProofAnswerInput,
  context: { now: Date; shopStaffEmail: string },
): Promise<OrderProofs> {
  await db.transaction(async (tx) => {
    const order = await findOwnedOrder(tx, input.userId, input.orderId, { lock: true });
    if (!order) throw notFound(proofMessages.orderNotFound);
    const proof = await proofVersionOf(tx, order.id, input.version);
    if (!proof) throw notFound(proofMessages.proofNotFound);
    if (proof.answer !== null) {
      // The same answer again (a doubled tap, a retry) is answered as the first; another is refused.
      if (proof.answer === input.answer) return;
      throw conflict(proofMessages.alreadyAnswered);
    }
    const latest = await latestProofOf(tx, order.id);
    const isLatest = latest?.id === proof.id;
    if (!canAnswerProof(statusOf(order.status), { isLatest, answer: null })) {
      throw conflict(proofMessages.notAnswerable);
    }
    const written = await writeProofAnswer(tx, proof.id, input.answer, input.message, context.now);
    if (!written) throw conflict(proofMessages.alreadyAnswered);
    await changeOrderStatus(tx, order, PROOF_ANSWERED_STATUS, 'customer', {
      now: context.now,
      memo: orderEventMemos.proofAnswered(proof.version, input.answer === 'approved'),
    });
    await enqueueMail(
      tx,
      proofAnsweredStaffMail(
        context.shopStaffEmail,
        order.orderId,
        proof.version,
        input.answer,
        input.message,
      ),
      context.now,
    );
  });
  return memberProofsOf(db, input.userId, input.orderId);
}
