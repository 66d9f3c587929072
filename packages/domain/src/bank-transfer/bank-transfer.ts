// 銀行振込 (spec point 9's `bank`; issue 21 point 1): the order waits for the customer's transfer
// (status 10) until a deadline counted in the shop's business days; staff record what arrived, and
// the amount against the total decides what happens (decision 0820).
import {
  addBusinessDays,
  formatJapaneseDay,
  tokyoDate,
  type CalendarDay,
  type Holiday,
  type HolidaySet,
} from '../calendar/index.ts';

import type { BankTransfer } from '../answers/orders.ts';
import { BANK_TRANSFER_DAYS } from './terms.ts';

/** The last day a transfer is awaited: the BANK_TRANSFER_DAYS-th business day after the order's Tokyo day. */
export function transferDueDate(orderedAt: Date, holidays: readonly Holiday[] | HolidaySet): CalendarDay {
  return addBusinessDays(tokyoDate(orderedAt), BANK_TRANSFER_DAYS, holidays);
}

/** Past its deadline: the due day has ended in Tokyo (the whole due day is the customer's). */
export function isTransferOverdue(dueDate: CalendarDay, now: Date): boolean {
  return tokyoDate(now) > dueDate;
}

export type TransferJudgement =
  | { kind: 'full'; difference: 0 }
  /** `difference`: what is still missing (positive yen). */
  | { kind: 'short'; difference: number }
  /** `difference`: what came in beyond the total, to be given back (positive yen). */
  | { kind: 'over'; difference: number };

/** What the money received so far comes to against the amount asked. */
export function judgeTransfer(amountDue: number, received: number): TransferJudgement {
  if (!Number.isInteger(amountDue) || amountDue < 0 || !Number.isInteger(received) || received < 0) {
    throw new RangeError(`amounts must be whole yen ≥ 0: ${amountDue}, ${received}`);
  }
  if (received === amountDue) return { kind: 'full', difference: 0 };
  if (received < amountDue) return { kind: 'short', difference: amountDue - received };
  return { kind: 'over', difference: received - amountDue };
}

/**
 * A full or over transfer moves the order on; a short one keeps it waiting for the rest
 * (decision 0820).
 */
export function transferSettles(judgement: TransferJudgement): boolean {
  return judgement.kind !== 'short';
}

/** The deadline as customers read it: 2026年12月7日(月)まで is written by the caller. */
export function formatDueDate(dueDate: CalendarDay): string {
  return `${dueDate.slice(0, 4)}年${formatJapaneseDay(dueDate)}`;
}

/**
 * Still owed by transfer: nothing arrived yet, or less than the amount, before the order ended. A
 * 請求書 before payment is issued while this holds (decision 0753): a company's accounting pays
 * against it, and a late or expired transfer is for staff to settle, not for a new 請求書.
 */
export function isTransferOwed(state: BankTransfer['state']): boolean {
  return state === 'awaiting' || state === 'short';
}
