// Proofs (校正) with the customer's approval (issue 20 point 2; decision 0750). Staff send a proof
// image and the order waits for the customer (12); the customer approves it or asks for a change,
// and either answer hands the order back to the shop (3). When the customer asked at checkout to
// see the finished image first (事前承認), printing (5) starts only once the latest proof is approved.
import { z } from 'zod/mini';
import { ORDER_STATUS as S, type OrderStatus } from '../orders/status.ts';
import { safeString } from '../validation/safe-string.ts';

export const PROOF_ANSWERS = ['approved', 'changeRequested'] as const;
export type ProofAnswer = (typeof PROOF_ANSWERS)[number];

/** What both sides read next to a proof version. */
export function proofAnswerLabel(answer: ProofAnswer | null): string {
  if (answer === 'approved') return '承認済み';
  if (answer === 'changeRequested') return '修正依頼あり';
  return 'ご回答待ち';
}

/** Staff may send a proof while the artwork is with the shop (3) or a proof is out (12: a newer one). */
export function canSendProof(status: OrderStatus): boolean {
  return status === S.uploaded || status === S.waitingResponse;
}

/** The customer answers the latest proof only, once, while the order waits for them (12). */
export function canAnswerProof(
  status: OrderStatus,
  proof: { isLatest: boolean; answer: ProofAnswer | null },
): boolean {
  return status === S.waitingResponse && proof.isLatest && proof.answer === null;
}

/** Where the order goes when the customer answers: back to the shop, which prints or makes a new proof. */
export const PROOF_ANSWERED_STATUS: OrderStatus = S.uploaded;

/**
 * Printing (5, データOK・印刷へ) needs the latest proof approved when the customer asked for 事前承認;
 * without that wish staff may print without a proof, as before.
 */
export function printingNeedsApproval(
  to: OrderStatus,
  priorConsent: boolean,
  latestAnswer: ProofAnswer | null | undefined,
): boolean {
  return to === S.datachecked && priorConsent && latestAnswer !== 'approved';
}

export const PROOF_MESSAGE_MAX = 1000;

/** The body of the customer's change request: what to change, in their words. */
export const proofChangeRequestSchema = z.object({
  message: safeString({ error: '修正内容をご入力ください' }).check(
    z.trim(),
    z.minLength(1, { error: '修正内容をご入力ください' }),
    z.maxLength(PROOF_MESSAGE_MAX, { error: `修正内容は${PROOF_MESSAGE_MAX}文字以内でご入力ください` }),
  ),
});
export type ProofChangeRequest = z.infer<typeof proofChangeRequestSchema>;

/** The note staff send with a proof (optional): what to look at. */
export const proofNoteSchema = z._default(
  safeString().check(
    z.trim(),
    z.maxLength(PROOF_MESSAGE_MAX, { error: `コメントは${PROOF_MESSAGE_MAX}文字以内でご入力ください` }),
  ),
  '',
);

/** One proof version as both sides see it. */
export const proofVersionSchema = z.object({
  version: z.int(),
  sentAt: safeString(),
  note: safeString(),
  answer: z.nullable(z.enum(PROOF_ANSWERS)),
  answerMessage: z.nullable(safeString()),
  answeredAt: z.nullable(safeString()),
  imageUrl: safeString(),
});
export type ProofVersion = z.infer<typeof proofVersionSchema>;

export const orderProofsSchema = z.object({
  orderId: safeString(),
  status: z.int(),
  /** The customer asked at checkout to approve before printing (事前承認). */
  priorConsent: z.boolean(),
  /** The version the customer may answer now, if any. */
  answerable: z.nullable(z.int()),
  proofs: z.array(proofVersionSchema),
});
export type OrderProofs = z.infer<typeof orderProofsSchema>;
