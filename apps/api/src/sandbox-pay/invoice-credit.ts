// The invoice-credit provider's stand-in (請求書払い（掛け払い）, decision 0836), at /sandbox-pay/gmokb.
// Server to server it takes a company's application for screening (POST /applications), an order to
// bill on the member's monthly invoice (POST /transactions, once per order number) and a cancelled
// order off it (POST /transactions/cancel). A tester screens on its page: the README's rule decides
// (a company name containing 「審査NG」 is declined; any other is approved with the limit asked, capped
// at SANDBOX_CREDIT_CAP), and the result is told to the shop by a notification signed with the one
// signer, posted to its webhook in process. The page also lists each month's billed orders, each
// month's invoice with a button that tells the shop it was paid (decision 0848), signed the same way.
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import type { Database } from '../db/client.ts';
import { sandboxCreditApplications, sandboxCreditTransactions } from '../db/schema.ts';
import type { CreditAnswer } from '../payments/invoice-credit-gateway.ts';
import {
  GMOKB_NOTIFICATION_PATH,
  type InvoicePaidNotification,
  type ScreeningNotification,
} from '../payments/invoice-credit-notification.ts';
import { signNotification } from '../payments/notification-signer.ts';
import { CONTRACT_CODE } from './tokens.ts';
import { tokyoIso } from './tokyo-iso.ts';

/** The largest monthly limit the stand-in grants, whatever is asked (README). */
export const SANDBOX_CREDIT_CAP = 1_000_000;
/** A company whose name contains this is declined (README). */
export const SANDBOX_DECLINE_WORD = '審査NG';

export interface InvoiceCreditStandIn {
  db: Database;
  now: Date;
  secret: string;
  /** Posts a signed notification to the shop; answers the shop's HTTP status. */
  deliver(path: string, body: string, signature: string): Promise<number>;
}

const asString = (value: unknown) => (typeof value === 'number' ? String(value) : (value ?? ''));
const field = <T extends z.core.SomeType>(schema: T) => z.preprocess(asString, schema);
const reference = () => field(safeString().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)));
const contract = () => field(safeString().check(z.regex(CONTRACT_CODE)));

const ok: CreditAnswer = { result: '1', err_code: '', err_detail: '' };
const failed = (code: string, detail: string): CreditAnswer => ({
  result: '9',
  err_code: code,
  err_detail: detail,
});
const invalid = (error: z.ZodError) =>
  failed('INVALID_PARAMETER', error.issues.map((issue) => issue.path.join('.')).join(','));

const applicationSchema = z.object({
  contract_code: contract(),
  application_id: reference(),
  company_name: field(safeString().check(z.minLength(1), z.maxLength(200))),
  corporate_number: field(safeString().check(z.regex(/^(\d{13})?$/))),
  desired_limit: field(safeString().check(z.regex(/^\d{1,9}$/))),
});

/** POST /applications: taken for screening; a repeat of the same application id changes nothing. */
export async function takeApplication(standIn: InvoiceCreditStandIn, body: unknown): Promise<CreditAnswer> {
  const parsed = applicationSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const fields = parsed.data;
  await standIn.db
    .insert(sandboxCreditApplications)
    .values({
      contractCode: fields.contract_code,
      applicationId: fields.application_id,
      companyName: fields.company_name,
      desiredLimit: Number(fields.desired_limit),
      createdAt: standIn.now,
      updatedAt: standIn.now,
    })
    .onConflictDoNothing();
  return ok;
}

const transactionSchema = z.object({
  contract_code: contract(),
  application_id: reference(),
  order_number: reference(),
  amount: field(safeString().check(z.regex(/^\d{1,9}$/))),
  billing_month: field(safeString().check(z.regex(/^\d{4}-\d{2}$/))),
});

/** POST /transactions: the order goes on the month's invoice, once per order number. */
export async function billOrder(standIn: InvoiceCreditStandIn, body: unknown): Promise<CreditAnswer> {
  const parsed = transactionSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const fields = parsed.data;
  const [line] = await standIn.db
    .select()
    .from(sandboxCreditApplications)
    .where(
      and(
        eq(sandboxCreditApplications.contractCode, fields.contract_code),
        eq(sandboxCreditApplications.applicationId, fields.application_id),
      ),
    );
  if (line?.status !== 'approved') return failed('NOT_APPROVED', 'no approved credit line');
  await standIn.db
    .insert(sandboxCreditTransactions)
    .values({
      contractCode: fields.contract_code,
      applicationId: fields.application_id,
      orderNumber: fields.order_number,
      amount: Number(fields.amount),
      billingMonth: fields.billing_month,
      createdAt: standIn.now,
      updatedAt: standIn.now,
    })
    .onConflictDoNothing();
  return ok;
}

const cancelSchema = z.object({ contract_code: contract(), order_number: reference() });

/** POST /transactions/cancel: off the invoice; an order never billed is not an error (nothing to take off). */
export async function cancelOrder(standIn: InvoiceCreditStandIn, body: unknown): Promise<CreditAnswer> {
  const parsed = cancelSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  await standIn.db
    .update(sandboxCreditTransactions)
    .set({ cancelled: true, updatedAt: standIn.now })
    .where(
      and(
        eq(sandboxCreditTransactions.contractCode, parsed.data.contract_code),
        eq(sandboxCreditTransactions.orderNumber, parsed.data.order_number),
      ),
    );
  return ok;
}

/** The README's screening rule. */
export function screen(application: { companyName: string; desiredLimit: number }): {
  result: 'approved' | 'declined';
  creditLimit: number;
} {
  if (application.companyName.includes(SANDBOX_DECLINE_WORD)) return { result: 'declined', creditLimit: 0 };
  return { result: 'approved', creditLimit: Math.min(application.desiredLimit, SANDBOX_CREDIT_CAP) };
}

export type ScreeningSent =
  | { kind: 'sent'; result: 'approved' | 'declined'; creditLimit: number; shopStatus: number }
  | { kind: 'paid'; billingMonth: string; amount: number; shopStatus: number }
  | { kind: 'refused'; message: string };

/**
 * A tester screens an application: decided by the rule (once; a second press sends the same result
 * again under a new notification id, which the shop ignores), then told to the shop, signed.
 */
export async function sendScreeningResult(
  standIn: InvoiceCreditStandIn,
  applicationId: string,
): Promise<ScreeningSent> {
  const [row] = await standIn.db
    .select()
    .from(sandboxCreditApplications)
    .where(eq(sandboxCreditApplications.applicationId, applicationId));
  if (!row) return { kind: 'refused', message: 'このお申し込みはありません' };
  const decided =
    row.status === 'screening'
      ? screen(row)
      : { result: row.status as 'approved' | 'declined', creditLimit: row.creditLimit };
  await standIn.db
    .update(sandboxCreditApplications)
    .set({ status: decided.result, creditLimit: decided.creditLimit, updatedAt: standIn.now })
    .where(eq(sandboxCreditApplications.id, row.id));
  const notification: ScreeningNotification = {
    notification_id: `kn-${randomBytes(12).toString('base64url')}`,
    application_id: row.applicationId,
    result: decided.result,
    credit_limit: decided.creditLimit,
    decided_at: tokyoIso(standIn.now),
  };
  return { kind: 'sent', ...decided, shopStatus: await deliverSigned(standIn, notification) };
}

async function deliverSigned(
  standIn: InvoiceCreditStandIn,
  notification: ScreeningNotification | InvoicePaidNotification,
): Promise<number> {
  const payload = JSON.stringify(notification);
  return standIn.deliver(
    GMOKB_NOTIFICATION_PATH,
    payload,
    signNotification(standIn.secret, payload, standIn.now),
  );
}

const paymentSchema = z.object({
  application_id: reference(),
  billing_month: field(safeString().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
  amount: field(safeString().check(z.regex(/^\d{1,9}$/, '入金額は半角数字で入力してください'))),
});

/**
 * A tester presses 「入金を通知する」 on a month's invoice: the member paid `amount` (the invoice's
 * total unless changed, to try a short or an over payment), told to the shop, signed. Each press is
 * a payment of its own, under a new notification id.
 */
export async function sendInvoicePaid(standIn: InvoiceCreditStandIn, body: unknown): Promise<ScreeningSent> {
  const parsed = paymentSchema.safeParse(body);
  if (!parsed.success)
    return { kind: 'refused', message: parsed.error.issues[0]?.message ?? '入金の内容を確かめてください' };
  const fields = parsed.data;
  const notification: InvoicePaidNotification = {
    type: 'invoice_paid',
    notification_id: `kp-${randomBytes(12).toString('base64url')}`,
    application_id: fields.application_id,
    billing_month: fields.billing_month,
    amount: Number(fields.amount),
    paid_at: tokyoIso(standIn.now),
  };
  const shopStatus = await deliverSigned(standIn, notification);
  return { kind: 'paid', billingMonth: fields.billing_month, amount: notification.amount, shopStatus };
}

export async function listApplications(db: Database) {
  return db.select().from(sandboxCreditApplications).orderBy(desc(sandboxCreditApplications.id)).limit(50);
}

export async function listBilledOrders(db: Database) {
  return db
    .select()
    .from(sandboxCreditTransactions)
    .orderBy(
      desc(sandboxCreditTransactions.billingMonth),
      sandboxCreditTransactions.applicationId,
      sandboxCreditTransactions.id,
    )
    .limit(500);
}
