// The virtual-account provider's stand-in (decision 0825): it issues each order its own account
// (POST /sandbox-pay/virtual-accounts, server to server, one account per contract and order
// number, a repeat gets the same one), and a tester "deposits" into an account on its page
// (/sandbox-pay/virtual-accounts/deposit): the full amount, less, more, or after the due day. Each
// deposit adds to the account's running total and is told to the shop by a notification signed
// with the one signer (payments/notification-signer.ts), posted to the shop's webhook in process.
// The shop closes an account when its order is cancelled or expires (decision 0787); a deposit made
// into a closed account still goes through and is told, as one that crossed the closing would be.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { addDays } from '@shop/domain/calendar';
import type { Database } from '../db/client.ts';
import { sandboxVirtualAccounts } from '../db/schema.ts';
import { signNotification } from '../payments/notification-signer.ts';
import type { CloseAccountAnswer, IssueAccountAnswer } from '../payments/virtual-account-gateway.ts';
import {
  VBANK_NOTIFICATION_PATH,
  type DepositNotification,
} from '../payments/virtual-account-notification.ts';
import { CONTRACT_CODE } from './tokens.ts';
import { tokyoIso } from './tokyo-iso.ts';

/** The stand-in's bank: every account it issues is at this branch. */
export const SANDBOX_BANK = {
  bankName: 'さくら青葉銀行',
  branchName: 'バーチャル第一支店',
  accountType: '普通',
  accountHolder: 'カ）シールラボ',
} as const;

export interface VirtualAccountContext {
  db: Database;
  now: Date;
  /** Posts a signed notification to the shop; answers the shop's HTTP status. */
  deliver(path: string, body: string, signature: string): Promise<number>;
  secret: string;
}

const asString = (value: unknown) => (typeof value === 'number' ? String(value) : (value ?? ''));
const field = <T extends z.core.SomeType>(schema: T) => z.preprocess(asString, schema);

const issueRequestSchema = z.object({
  contract_code: field(safeString().check(z.regex(CONTRACT_CODE))),
  order_number: field(safeString().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
  item_price: field(safeString().check(z.regex(/^\d{1,9}$/))),
  due_date: field(safeString().check(z.regex(/^\d{8}$/))),
});

const failed = (orderNumber: string, code: string, detail: string): IssueAccountAnswer => ({
  result: '9',
  order_number: orderNumber,
  bank_name: '',
  branch_name: '',
  account_type: '',
  account_number: '',
  account_holder: '',
  err_code: code,
  err_detail: detail,
});

/** POST /virtual-accounts: the order's own account, the same one for a repeated request. */
export async function issueVirtualAccount(
  context: VirtualAccountContext,
  body: unknown,
): Promise<IssueAccountAnswer> {
  const parsed = issueRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(',');
    return failed('', 'INVALID_PARAMETER', fields);
  }
  const fields = parsed.data;
  const due = `${fields.due_date.slice(0, 4)}-${fields.due_date.slice(4, 6)}-${fields.due_date.slice(6)}`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // Seven digits from 9000000: a number no real account of the sample shop has.
    await context.db
      .insert(sandboxVirtualAccounts)
      .values({
        contractCode: fields.contract_code,
        orderNumber: fields.order_number,
        amount: Number(fields.item_price),
        dueDate: due,
        accountNumber: String(randomInt(9_000_000, 10_000_000)),
        createdAt: context.now,
        updatedAt: context.now,
      })
      .onConflictDoNothing();
    const [row] = await context.db
      .select()
      .from(sandboxVirtualAccounts)
      .where(
        and(
          eq(sandboxVirtualAccounts.contractCode, fields.contract_code),
          eq(sandboxVirtualAccounts.orderNumber, fields.order_number),
        ),
      );
    if (row)
      return {
        result: '1',
        order_number: row.orderNumber,
        bank_name: SANDBOX_BANK.bankName,
        branch_name: SANDBOX_BANK.branchName,
        account_type: SANDBOX_BANK.accountType,
        account_number: row.accountNumber,
        account_holder: SANDBOX_BANK.accountHolder,
        err_code: '',
        err_detail: '',
      };
    // The random number was taken by another order: draw again.
  }
  return failed(fields.order_number, 'SYSTEM_ERROR', 'no free account number');
}

const closeRequestSchema = z.object({
  contract_code: field(safeString().check(z.regex(CONTRACT_CODE))),
  order_number: field(safeString().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
});

/**
 * POST /virtual-accounts/close (decision 0787): the account takes no more deposits for its order.
 * Closing one closed already, or one never issued, answers closed: the shop may ask again safely.
 */
export async function closeVirtualAccount(
  context: VirtualAccountContext,
  body: unknown,
): Promise<CloseAccountAnswer> {
  const parsed = closeRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(',');
    return { result: '9', order_number: '', err_code: 'INVALID_PARAMETER', err_detail: fields };
  }
  const { contract_code: contractCode, order_number: orderNumber } = parsed.data;
  await context.db
    .update(sandboxVirtualAccounts)
    .set({ closedAt: context.now, updatedAt: context.now })
    .where(
      and(
        eq(sandboxVirtualAccounts.contractCode, contractCode),
        eq(sandboxVirtualAccounts.orderNumber, orderNumber),
        isNull(sandboxVirtualAccounts.closedAt),
      ),
    );
  return { result: '1', order_number: orderNumber, err_code: '', err_detail: '' };
}

/** What the tester asks for: the rest of the amount, less, more, or the rest after the due day. */
export const DEPOSIT_KINDS = ['full', 'short', 'over', 'late'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export const depositRequestSchema = z.object({
  account_number: field(
    safeString().check(z.trim(), z.regex(/^\d{7}$/, { error: '口座番号は7桁の数字で入力してください' })),
  ),
  kind: field(z.enum(DEPOSIT_KINDS, { error: '入金のしかたを選んでください' })),
});

export type DepositResult =
  | {
      kind: 'deposited';
      amount: number;
      total: number;
      due: number;
      shopStatus: number;
      notificationId: string;
      /** The shop had closed the account: the money crossed the closing (decision 0787). */
      accountClosed: boolean;
    }
  | { kind: 'refused'; message: string };

/** The yen a kind of deposit puts in, given what the account still lacks. */
export function depositAmount(kind: DepositKind, amount: number, deposited: number): number {
  const rest = Math.max(amount - deposited, 0);
  switch (kind) {
    case 'full':
    case 'late':
      return Math.max(rest, 1);
    case 'short':
      return Math.max(Math.floor(rest / 2), 1);
    case 'over':
      return rest + 1000;
  }
}

/**
 * A tester's deposit: added to the account's total under its row lock (two deposits at once number
 * their notifications apart), then told to the shop, signed. A late deposit is dated the day after
 * the account's due day, 10:00 in Tokyo.
 */
export async function deposit(context: VirtualAccountContext, body: unknown): Promise<DepositResult> {
  const parsed = depositRequestSchema.safeParse(body);
  if (!parsed.success)
    return { kind: 'refused', message: parsed.error.issues[0]?.message ?? '入力をご確認ください' };
  const { account_number: accountNumber, kind } = parsed.data;
  const made = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxVirtualAccounts)
      .where(eq(sandboxVirtualAccounts.accountNumber, accountNumber))
      .for('update');
    if (!row) return null;
    const amount = depositAmount(kind, row.amount, row.deposited);
    const [updated] = await tx
      .update(sandboxVirtualAccounts)
      .set({
        deposited: sql`${sandboxVirtualAccounts.deposited} + ${amount}`,
        sequence: sql`${sandboxVirtualAccounts.sequence} + 1`,
        updatedAt: context.now,
      })
      .where(eq(sandboxVirtualAccounts.id, row.id))
      .returning();
    if (!updated) return null;
    const depositedAt = kind === 'late' ? new Date(`${addDays(row.dueDate, 1)}T10:00:00+09:00`) : context.now;
    const notification: DepositNotification = {
      notification_id: `vn-${randomBytes(12).toString('base64url')}`,
      order_number: row.orderNumber,
      account_number: row.accountNumber,
      sequence: updated.sequence,
      deposit_amount: amount,
      total_deposited: updated.deposited,
      deposited_at: tokyoIso(depositedAt),
    };
    return { notification, amount, total: updated.deposited, due: row.amount, closed: row.closedAt !== null };
  });
  if (!made) return { kind: 'refused', message: 'この口座番号の口座はありません' };
  const payload = JSON.stringify(made.notification);
  const shopStatus = await context.deliver(
    VBANK_NOTIFICATION_PATH,
    payload,
    signNotification(context.secret, payload, context.now),
  );
  return {
    kind: 'deposited',
    amount: made.amount,
    total: made.total,
    due: made.due,
    shopStatus,
    notificationId: made.notification.notification_id,
    accountClosed: made.closed,
  };
}
