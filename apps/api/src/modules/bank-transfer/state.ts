// A 銀行振込 purchase's state, read from its payment record (decision 0820): the one place My page,
// the done page, the back office, the documents and the mails learn where, how much, by when and
// what has arrived. The record's detail holds the due day fixed at ordering and every amount staff
// recorded; the account is the operator profile's. A 銀行振込（バーチャル口座） purchase (decision
// 0823) is read here too: its detail also holds the account the provider issued for the order, the
// deposits the provider reported and the last notification applied.
import type { BankTransfer } from '@shop/domain/answers';
import { formatDueDate, judgeTransfer } from '@shop/domain/bank-transfer';
import { isCancellingStatus } from '@shop/domain/orders';
import { bankAccountSchema, type BankAccount } from '@shop/domain/shop-profile';
import type { Database, Transaction } from '../../db/client.ts';
import { latestPaymentOf, latestPaymentsOf, type PaymentRow } from '../../payments/payment-records.ts';
import { shopProfile } from '../../documents/shop-profile.ts';

type Db = Database | Transaction;

/** One amount staff recorded as arrived. */
export interface RecordedTransfer {
  amount: number;
  at: string;
  by: string;
}

/** What a bank payment record's detail holds. */
export interface BankTransferDetail {
  /** YYYY-MM-DD, fixed when the order was placed: the customer was told this day. */
  dueDate: string;
  /** The sum of `transfers`. */
  received: number;
  transfers: RecordedTransfer[];
  /** Set when the deadline passed and the orders were cancelled. */
  expiredAt?: string;
  /** 銀行振込（バーチャル口座）: the account the provider issued for this order. */
  account?: BankAccount;
  /** 銀行振込（バーチャル口座）: the sequence of the provider's last notification applied. */
  lastSequence?: number;
  /** 銀行振込（バーチャル口座）: when money arrived after the due day (staff decide). */
  lateAt?: string;
  /** 銀行振込（バーチャル口座）: staff took a short or late deposit as it was (decision 0786). */
  accepted?: AcceptedDeposit;
  /** 銀行振込（バーチャル口座）: when the provider closed the account of a finished order (decision 0787). */
  closedAt?: string;
}

/** Staff's acceptance of a short or late deposit: the yen forgiven, when and by whom. */
export interface AcceptedDeposit {
  shortfall: number;
  at: string;
  by: string;
}

/** The two ways of paying into a bank account: the shop's own, or one the provider issued per order. */
export const TRANSFER_METHODS = ['bank', 'vbank'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

export function isTransferMethod(method: string): method is TransferMethod {
  return (TRANSFER_METHODS as readonly string[]).includes(method);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The detail as stored; a record written by hand (or damaged) reads as nothing received. */
export function readDetail(value: unknown): BankTransferDetail {
  const record = isRecord(value) ? value : {};
  const transfers = Array.isArray(record.transfers)
    ? record.transfers.filter(isRecord).map((entry) => ({
        amount: typeof entry.amount === 'number' ? entry.amount : 0,
        at: typeof entry.at === 'string' ? entry.at : '',
        by: typeof entry.by === 'string' ? entry.by : '',
      }))
    : [];
  return {
    dueDate: typeof record.dueDate === 'string' ? record.dueDate : '',
    // A virtual account's provider reports the running total: it holds even a deposit whose own
    // notification came after a newer one (and was ignored), so it is read as stored.
    received:
      typeof record.lastSequence === 'number' && typeof record.received === 'number'
        ? record.received
        : transfers.reduce((sum, entry) => sum + entry.amount, 0),
    transfers,
    ...(typeof record.expiredAt === 'string' ? { expiredAt: record.expiredAt } : {}),
    ...(readAccount(record.account) ?? {}),
    ...(typeof record.lastSequence === 'number' ? { lastSequence: record.lastSequence } : {}),
    ...(typeof record.lateAt === 'string' ? { lateAt: record.lateAt } : {}),
    ...(readAccepted(record.accepted) ?? {}),
    ...(typeof record.closedAt === 'string' ? { closedAt: record.closedAt } : {}),
  };
}

/** The acceptance as stored; one damaged reads as none. */
function readAccepted(value: unknown): { accepted: AcceptedDeposit } | null {
  if (!isRecord(value)) return null;
  const { shortfall, at, by } = value;
  if (typeof shortfall !== 'number' || typeof at !== 'string' || typeof by !== 'string') return null;
  return { accepted: { shortfall, at, by } };
}

/** The issued account as stored; one damaged reads as none. */
function readAccount(value: unknown): { account: BankAccount } | null {
  const parsed = bankAccountSchema.safeParse(value);
  return parsed.success ? { account: parsed.data } : null;
}

/** The shop's account as the answer gives it; null for a profile without one. */
function accountAnswer(): BankTransfer['account'] {
  const account = shopProfile().bankAccount;
  return account ? { ...account } : null;
}

/** The state of a bank (or virtual-account) purchase from its payment record and its orders' statuses. */
export function toBankTransfer(
  payment: PaymentRow,
  purchaseId: string,
  statuses: readonly number[],
): BankTransfer {
  const detail = readDetail(payment.detail);
  const judged = judgeTransfer(payment.amount, detail.received);
  const virtualAccount = payment.method === 'vbank';
  const base = {
    // The order's own account needs no 振込名義: the provider knows whose it is.
    account: virtualAccount ? (detail.account ?? null) : accountAnswer(),
    virtualAccount,
    amount: payment.amount,
    received: detail.received,
    transferName: virtualAccount ? '' : purchaseId,
    dueDate: detail.dueDate,
    dueDateLabel: detail.dueDate === '' ? '' : formatDueDate(detail.dueDate),
    accepted: detail.accepted ? { shortfall: detail.accepted.shortfall, at: detail.accepted.at } : null,
    closedAt: detail.closedAt ?? null,
  };
  if (detail.expiredAt) return { ...base, state: 'expired', difference: 0 };
  const cancelled = statuses.length > 0 && statuses.every(isCancellingStatus);
  if (payment.status !== 'paid' && cancelled) return { ...base, state: 'cancelled', difference: 0 };
  if (payment.status === 'paid' && detail.received === 0) {
    // Moved on by staff without an amount recorded (the plain status move): paid as asked.
    return { ...base, state: 'paid', difference: 0 };
  }
  if (detail.received === 0) return { ...base, state: 'awaiting', difference: 0 };
  // Taken as it was by staff: paid, whatever was short (the shortfall is in `accepted`).
  if (detail.accepted && payment.status === 'paid') return { ...base, state: 'paid', difference: 0 };
  if (detail.lateAt && payment.status !== 'paid')
    return { ...base, state: 'late', difference: judged.kind === 'short' ? judged.difference : 0 };
  const state = judged.kind === 'full' ? 'paid' : judged.kind;
  return { ...base, state, difference: judged.difference };
}

/** The bank (or virtual-account) payment record of a purchase, newest first (one per purchase). */
export function bankPaymentOf(db: Db, purchaseId: string, lock = false): Promise<PaymentRow | undefined> {
  return latestPaymentOf(db, purchaseId, TRANSFER_METHODS, { lock });
}

/** The bank (and virtual-account) payment records of many purchases, by purchase number. */
export function bankPaymentsOf(db: Db, purchaseIds: readonly string[]): Promise<Map<string, PaymentRow>> {
  return latestPaymentsOf(db, purchaseIds, TRANSFER_METHODS);
}
