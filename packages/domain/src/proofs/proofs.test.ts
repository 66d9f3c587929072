import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S, ORDER_STATUSES } from '../orders/status.ts';
import { canTransition } from '../orders/transitions.ts';
import {
  PROOF_ANSWERED_STATUS,
  PROOF_ANSWERS,
  canAnswerProof,
  canSendProof,
  printingNeedsApproval,
  proofAnswerLabel,
  proofChangeRequestSchema,
} from './proofs.ts';

const status = fc.constantFrom(...ORDER_STATUSES);
const answer = fc.constantFrom(null, undefined, ...PROOF_ANSWERS);

describe('proofs', () => {
  it('are sent only where the transition table lets staff move the order to 12 (or it is there)', () => {
    fc.assert(
      fc.property(status, (from) => {
        if (canSendProof(from)) {
          expect(from === S.waitingResponse || canTransition(from, S.waitingResponse, 'staff')).toBe(true);
        }
      }),
    );
    expect(canSendProof(S.uploaded)).toBe(true);
    expect(canSendProof(S.datachecked)).toBe(false);
  });

  it("hand the order back to the shop through the table's customer move when answered", () => {
    expect(canTransition(S.waitingResponse, PROOF_ANSWERED_STATUS, 'customer')).toBe(true);
  });

  it('are answered once, the latest only, while the order waits for the customer', () => {
    fc.assert(
      fc.property(status, fc.boolean(), answer, (from, isLatest, given) => {
        const open = canAnswerProof(from, { isLatest, answer: given ?? null });
        expect(open).toBe(from === S.waitingResponse && isLatest && (given ?? null) === null);
      }),
    );
  });

  it('hold printing back until approval only when the customer asked for 事前承認', () => {
    fc.assert(
      fc.property(status, fc.boolean(), answer, (to, priorConsent, latest) => {
        const held = printingNeedsApproval(to, priorConsent, latest);
        expect(held).toBe(to === S.datachecked && priorConsent && latest !== 'approved');
      }),
    );
    expect(printingNeedsApproval(S.datachecked, true, 'changeRequested')).toBe(true);
    expect(printingNeedsApproval(S.datachecked, true, 'approved')).toBe(false);
    expect(printingNeedsApproval(S.printed, true, null)).toBe(false);
  });

  it.each([
    ['approved', '承認済み'],
    ['changeRequested', '修正依頼あり'],
    [null, 'ご回答待ち'],
  ] as const)('read %s as %s', (given, label) => {
    expect(proofAnswerLabel(given)).toBe(label);
  });

  it('need a change request with words, at most 1000 characters', () => {
    expect(proofChangeRequestSchema.safeParse({ message: '  文字を大きく  ' })).toEqual({
      success: true,
      data: { message: '文字を大きく' },
    });
    const empty = proofChangeRequestSchema.safeParse({ message: '   ' });
    expect(empty.success ? '' : empty.error.issues[0]?.message).toBe('修正内容をご入力ください');
    expect(proofChangeRequestSchema.safeParse({ message: 'あ'.repeat(1001) }).success).toBe(false);
  });
});
