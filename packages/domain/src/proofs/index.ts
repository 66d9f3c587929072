// Proofs (校正) and the customer's answer: shared by My page, the back office and the API.
export {
  PROOF_ANSWERED_STATUS,
  PROOF_ANSWERS,
  PROOF_MESSAGE_MAX,
  canAnswerProof,
  canSendProof,
  orderProofsSchema,
  printingNeedsApproval,
  proofAnswerLabel,
  proofChangeRequestSchema,
  proofNoteSchema,
  proofVersionSchema,
  type OrderProofs,
  type ProofAnswer,
  type ProofChangeRequest,
  type ProofVersion,
} from './proofs.ts';
