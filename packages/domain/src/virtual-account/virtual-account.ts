// 銀行振込（バーチャル口座） (issue 21 point 2, decision 0823): each order gets its own account
// number from the provider, and the provider tells the shop what arrived in it. The deadline is bank
// transfer's (transferDueDate: one rule), and so is the judgement of an amount against the total
// (judgeTransfer); what this adds is the time of the deposit and the order of the notifications.
import { isTransferOverdue, judgeTransfer } from '../bank-transfer/bank-transfer.ts';
import type { CalendarDay } from '../calendar/index.ts';

export type DepositJudgement =
  /** The total arrived by the due day: the order moves on by itself. */
  | { kind: 'full'; difference: 0 }
  /** More than the total by the due day: the order moves on; `difference` is to be given back. */
  | { kind: 'over'; difference: number }
  /** Less than the total so far: the order keeps waiting and staff see it; `difference` is missing. */
  | { kind: 'short'; difference: number }
  /**
   * Money arrived after the due day (whatever the amount): never moved by itself, staff decide
   * (take the order on, or cancel and give it back); `difference` is what the total lacks (0 when
   * it is all there).
   */
  | { kind: 'late'; difference: number };

/**
 * What the account's running total comes to, given when the latest deposit was made (its Tokyo
 * day against the due day, as bank transfer's expiry counts it).
 */
export function judgeDeposit(input: {
  amountDue: number;
  dueDate: CalendarDay;
  received: number;
  depositedAt: Date;
}): DepositJudgement {
  const judged = judgeTransfer(input.amountDue, input.received);
  if (isTransferOverdue(input.dueDate, input.depositedAt))
    return { kind: 'late', difference: judged.kind === 'short' ? judged.difference : 0 };
  return judged;
}

/** Full and over move the order on by themselves; short and late wait for staff. */
export function depositSettles(judgement: DepositJudgement): boolean {
  return judgement.kind === 'full' || judgement.kind === 'over';
}

/**
 * The provider numbers an account's notifications; each carries the running total, so a newer one
 * says everything an older one did. One not newer than the last applied changes nothing (a replay,
 * or an older one arriving after a newer one).
 */
export function isNewerNotification(lastApplied: number, sequence: number): boolean {
  return Number.isSafeInteger(sequence) && sequence > lastApplied;
}

/**
 * What staff forgive when they take a short or late deposit as it is (decision 0786): the yen the
 * running total lacks, 0 when it is all there (a late one). Nothing received is nothing to accept.
 */
export function acceptedShortfall(amountDue: number, received: number): number | null {
  if (received <= 0) return null;
  const judged = judgeTransfer(amountDue, received);
  return judged.kind === 'short' ? judged.difference : 0;
}
