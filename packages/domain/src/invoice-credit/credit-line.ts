// 掛け払い (invoice credit for companies, issue 21 point 5; decision 0835): a member's credit line at
// the provider, its limit, what open orders use of it, and when the monthly invoice is due.
import { addDays, tokyoDate } from '../calendar/day.ts';

/** screening: applied, the provider has not answered; approved: usable up to its limit; declined. */
export const CREDIT_LINE_STATES = ['screening', 'approved', 'declined'] as const;
export type CreditLineState = (typeof CREDIT_LINE_STATES)[number];

/** The smallest and largest monthly limit a member may ask for (yen). */
export const MIN_DESIRED_LIMIT = 10_000;
export const MAX_DESIRED_LIMIT = 5_000_000;

/** After a decline, a member may apply again from this many days after the decision (decision 0835). */
export const REAPPLY_AFTER_DAYS = 90;

/** What is left of the limit: never below zero, whatever was used. */
export function remainingCredit(line: { creditLimit: number; used: number }): number {
  return Math.max(0, line.creditLimit - line.used);
}

/** Whether an order of `amount` yen fits in what is left of an approved line. */
export function creditCovers(
  line: { state: CreditLineState; creditLimit: number; used: number },
  amount: number,
): boolean {
  return line.state === 'approved' && amount > 0 && amount <= remainingCredit(line);
}

/** The first Tokyo day a declined member may apply again (YYYY-MM-DD). */
export function reapplyFrom(declinedAt: Date): string {
  return addDays(tokyoDate(declinedAt), REAPPLY_AFTER_DAYS);
}

/** Whether a member may apply now: never applied, or declined long enough ago. */
export function mayApply(
  line: { state: CreditLineState; decidedAt: Date | null } | null,
  now: Date,
): boolean {
  if (line === null) return true;
  if (line.state !== 'declined' || line.decidedAt === null) return false;
  return tokyoDate(now) >= reapplyFrom(line.decidedAt);
}

/**
 * 月末締め翌月末払い (decision 0835): an order is billed on the invoice of its Tokyo month, due on
 * the last day of the month after.
 */
export function invoiceTerms(orderedAt: Date): { billingMonth: string; dueDate: string } {
  const day = tokyoDate(orderedAt);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  // The first day of the month after next, less one day: the last day of next month.
  const afterNext = month + 2 > 12 ? { y: year + 1, m: month + 2 - 12 } : { y: year, m: month + 2 };
  const first = `${afterNext.y}-${String(afterNext.m).padStart(2, '0')}-01`;
  return { billingMonth: day.slice(0, 7), dueDate: addDays(first, -1) };
}
