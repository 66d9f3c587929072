// The 後払い provider's stand-in (decision 0828), under /sandbox-pay/gmoab. Like the real services
// (GMO後払い, NP後払い) it screens the buyer the shop sends (POST /transactions, server to server; a
// repeat of the same order number gets the same answer), holds some for a person's review, whose
// result a tester gives on its page (/reviews) and which is sent to the shop signed by the one
// signer, and receives the shop's shipping reports (POST /shipments; a repeated report_id is the
// same report), listed on the same page, and its cancellations (POST /cancellations, decision 0845:
// the transaction closed, nothing billed, a later shipping report refused). Its transactions are kept in sandbox_charges under the
// contract `gmoab:<shop code>` (no table of its own), the shipping reports in the row's answer.
//
// The screening rule, for testers (README): a buyer name containing 「審査NG」 is declined,
// 「審査保留」 is held for review, an amount above ¥55,000 is declined; anyone else passes.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { DEFERRED_PAYMENT_LIMIT } from '@shop/domain/deferred-payment';
import { safeString } from '@shop/domain/validation';
import type { Database, Transaction } from '../db/client.ts';
import { sandboxCharges } from '../db/schema.ts';
import type { ScreeningAnswerFields, ShipmentAnswerFields } from '../payments/deferred-payment-gateway.ts';
import {
  GMOAB_NOTIFICATION_PATH,
  type ScreeningNotification,
} from '../payments/deferred-payment-notification.ts';
import { signNotification } from '../payments/notification-signer.ts';
import { tokyoIso } from './tokyo-iso.ts';

export interface DeferredPaymentStandIn {
  db: Database;
  now: Date;
  secret: string;
  /** Posts a signed notification to the shop; answers the shop's HTTP status. */
  deliver(path: string, body: string, signature: string): Promise<number>;
}

/** What a transaction keeps beside the row: the buyer screened and the reports received. */
export interface StandInTransaction {
  buyerName: string;
  result: 'OK' | 'NG' | 'HOLD';
  shipments: { reportId: string; carrier: string; trackingNumber: string; receivedAt: string }[];
  /** When the shop reported the order cancelled (decision 0845): nothing is billed from then on. */
  cancelledAt?: string;
}

type Row = typeof sandboxCharges.$inferSelect;
const KIND = 'gmoab';
const contractOf = (shopCode: string) => `gmoab:${shopCode}`;

const asString = (value: unknown) => (typeof value === 'number' ? String(value) : (value ?? ''));
const field = <T extends z.core.SomeType>(schema: T) => z.preprocess(asString, schema);

const screeningRequestSchema = z.object({
  shop_code: field(safeString().check(z.minLength(1), z.maxLength(64))),
  order_number: field(safeString().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  amount: field(safeString().check(z.regex(/^\d{1,9}$/))),
  buyer_name: field(safeString().check(z.minLength(1), z.maxLength(200))),
  postal_code: field(safeString().check(z.minLength(1))),
  address: field(safeString().check(z.minLength(1))),
  tel: field(safeString()),
  email: field(safeString().check(z.minLength(3))),
});

const shipmentRequestSchema = z.object({
  shop_code: field(safeString().check(z.minLength(1), z.maxLength(64))),
  order_number: field(safeString().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  report_id: field(safeString().check(z.minLength(1), z.maxLength(64))),
  carrier: field(safeString().check(z.maxLength(64))),
  tracking_number: field(safeString().check(z.maxLength(64))),
});

/** The documented rule: what a tester types as the buyer's name decides the screening. */
export function standInScreening(buyerName: string, amount: number): 'OK' | 'NG' | 'HOLD' {
  if (buyerName.includes('審査NG') || amount > DEFERRED_PAYMENT_LIMIT) return 'NG';
  if (buyerName.includes('審査保留')) return 'HOLD';
  return 'OK';
}

const STATUS_OF = { OK: 'paid', NG: 'declined', HOLD: 'challenge' } as const;

function readTransaction(row: Row): StandInTransaction {
  const answer = row.answer as Partial<StandInTransaction> | null;
  return {
    buyerName: typeof answer?.buyerName === 'string' ? answer.buyerName : '',
    result: answer?.result ?? 'HOLD',
    shipments: Array.isArray(answer?.shipments) ? answer.shipments : [],
    ...(typeof answer?.cancelledAt === 'string' ? { cancelledAt: answer.cancelledAt } : {}),
  };
}

const answerOf = (row: Row): ScreeningAnswerFields => ({
  result: readTransaction(row).result,
  order_number: row.orderNumber,
  transaction_id: row.token,
  err_code: '',
  err_detail: '',
});

async function findTransaction(
  db: Database | Transaction,
  shopCode: string,
  orderNumber: string,
  lock = false,
): Promise<Row | undefined> {
  const query = db
    .select()
    .from(sandboxCharges)
    .where(
      and(eq(sandboxCharges.contractCode, contractOf(shopCode)), eq(sandboxCharges.orderNumber, orderNumber)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** POST /gmoab/transactions: the buyer screened; a repeat of the order number answers the first result. */
export async function screenTransaction(
  context: DeferredPaymentStandIn,
  body: unknown,
): Promise<ScreeningAnswerFields> {
  const parsed = screeningRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(',');
    return {
      result: 'ERROR',
      order_number: '',
      transaction_id: '',
      err_code: 'INVALID_PARAMETER',
      err_detail: fields,
    };
  }
  const fields = parsed.data;
  const amount = Number(fields.amount);
  const result = standInScreening(fields.buyer_name, amount);
  const transaction: StandInTransaction = { buyerName: fields.buyer_name, result, shipments: [] };
  await context.db
    .insert(sandboxCharges)
    .values({
      contractCode: contractOf(fields.shop_code),
      orderNumber: fields.order_number,
      amount,
      paymentKind: KIND,
      token: `gt-${randomBytes(12).toString('base64url')}`,
      status: STATUS_OF[result],
      answer: transaction,
      createdAt: context.now,
      updatedAt: context.now,
    })
    .onConflictDoNothing();
  const row = await findTransaction(context.db, fields.shop_code, fields.order_number);
  if (!row)
    return {
      result: 'ERROR',
      order_number: fields.order_number,
      transaction_id: '',
      err_code: 'SYSTEM_ERROR',
      err_detail: '',
    };
  return answerOf(row);
}

/** POST /gmoab/shipments: the shop's shipping report, kept once per report_id. */
export async function receiveShipment(
  context: DeferredPaymentStandIn,
  body: unknown,
): Promise<ShipmentAnswerFields> {
  const parsed = shipmentRequestSchema.safeParse(body);
  if (!parsed.success) return { result: 'ERROR', err_code: 'INVALID_PARAMETER', err_detail: '' };
  const fields = parsed.data;
  return context.db.transaction(async (tx) => {
    const row = await findTransaction(tx, fields.shop_code, fields.order_number, true);
    if (!row) return { result: 'ERROR', err_code: 'NOT_FOUND', err_detail: 'no such transaction' };
    const transaction = readTransaction(row);
    if (transaction.cancelledAt)
      return { result: 'ERROR', err_code: 'CANCELED', err_detail: 'the transaction was cancelled' };
    if (transaction.result !== 'OK')
      return { result: 'ERROR', err_code: 'NOT_APPROVED', err_detail: 'the screening has not passed' };
    if (!transaction.shipments.some((shipment) => shipment.reportId === fields.report_id)) {
      transaction.shipments.push({
        reportId: fields.report_id,
        carrier: fields.carrier,
        trackingNumber: fields.tracking_number,
        receivedAt: tokyoIso(context.now),
      });
      await tx
        .update(sandboxCharges)
        .set({ answer: transaction, updatedAt: context.now })
        .where(eq(sandboxCharges.id, row.id));
    }
    return { result: 'OK', err_code: '', err_detail: '' };
  });
}

const cancellationRequestSchema = z.object({
  shop_code: field(safeString().check(z.minLength(1), z.maxLength(64))),
  order_number: field(safeString().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  transaction_id: field(safeString().check(z.minLength(1), z.maxLength(64))),
});

/**
 * POST /gmoab/cancellations: the shop cancelled the order before shipping (decision 0845). The
 * transaction is closed: nothing is billed, a shipping report for it is refused from then on, a
 * held review can no longer be finished. A repeat is the same cancellation (OK again).
 */
export async function cancelTransaction(
  context: DeferredPaymentStandIn,
  body: unknown,
): Promise<ShipmentAnswerFields> {
  const parsed = cancellationRequestSchema.safeParse(body);
  if (!parsed.success) return { result: 'ERROR', err_code: 'INVALID_PARAMETER', err_detail: '' };
  const fields = parsed.data;
  return context.db.transaction(async (tx) => {
    const row = await findTransaction(tx, fields.shop_code, fields.order_number, true);
    if (!row || row.token !== fields.transaction_id)
      return { result: 'ERROR', err_code: 'NOT_FOUND', err_detail: 'no such transaction' };
    const transaction = readTransaction(row);
    if (transaction.shipments.length > 0)
      return { result: 'ERROR', err_code: 'SHIPPED', err_detail: 'billed already: change it in the console' };
    if (!transaction.cancelledAt)
      await tx
        .update(sandboxCharges)
        .set({
          status: 'cancelled',
          answer: { ...transaction, cancelledAt: tokyoIso(context.now) },
          updatedAt: context.now,
        })
        .where(eq(sandboxCharges.id, row.id));
    return { result: 'OK', err_code: '', err_detail: '' };
  });
}

export type ReviewResult =
  | { kind: 'decided'; result: 'OK' | 'NG'; shopStatus: number; orderNumber: string }
  | { kind: 'refused'; message: string };

/** A tester finishes a held review: the result is kept and told to the shop, signed. */
export async function finishReview(
  context: DeferredPaymentStandIn,
  transactionId: string,
  decision: string,
): Promise<ReviewResult> {
  if (decision !== 'OK' && decision !== 'NG') return { kind: 'refused', message: '審査結果を選んでください' };
  const decided = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.token, transactionId), eq(sandboxCharges.paymentKind, KIND)))
      .for('update');
    if (!row) return null;
    const transaction = readTransaction(row);
    if (transaction.cancelledAt) return 'cancelled' as const;
    if (transaction.result !== 'HOLD') return 'decided' as const;
    await tx
      .update(sandboxCharges)
      .set({
        status: STATUS_OF[decision],
        answer: { ...transaction, result: decision },
        updatedAt: context.now,
      })
      .where(eq(sandboxCharges.id, row.id));
    return row;
  });
  if (decided === null) return { kind: 'refused', message: 'この取引はありません' };
  if (decided === 'decided') return { kind: 'refused', message: 'この取引の審査は完了しています' };
  if (decided === 'cancelled')
    return { kind: 'refused', message: 'この取引はショップから取り消されています' };
  const notification: ScreeningNotification = {
    notification_id: `gn-${randomBytes(12).toString('base64url')}`,
    order_number: decided.orderNumber,
    transaction_id: decided.token,
    result: decision,
    decided_at: tokyoIso(context.now),
  };
  const payload = JSON.stringify(notification);
  const shopStatus = await context.deliver(
    GMOAB_NOTIFICATION_PATH,
    payload,
    signNotification(context.secret, payload, context.now),
  );
  return { kind: 'decided', result: decision, shopStatus, orderNumber: decided.orderNumber };
}

/** The page's list: the newest transactions of every shop, with their reports. */
export async function recentTransactions(db: Database): Promise<(StandInTransaction & { row: Row })[]> {
  const rows = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.paymentKind, KIND), like(sandboxCharges.contractCode, 'gmoab:%')))
    .orderBy(desc(sandboxCharges.id))
    .limit(50);
  return rows.map((row) => ({ ...readTransaction(row), row }));
}
