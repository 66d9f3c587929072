// What became of a PayPay payment, learnt by asking PayPay (server to server) and never from the
// browser's way back, whose address anyone can type (decision 0785). Paid: the purchase is settled
// by the card's own finalizePaid (orders 10 → 2, the confirmation mail); cancelled, expired or
// failed at PayPay: released by releasePurchase (orders gone, points and coupon back). Each is a
// conditional update of the payment row, so a doubled return, the status look-ups, the
// reconciliation and My page's cancellation settle it once between them.
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { PayPayGateway, PayPayInquiry } from '../../payments/paypay-gateway.ts';
import { finalizePaid, releasePurchase, type Expected } from '../checkout/settle.ts';
import { payPayMessages } from './messages.ts';

export type PaymentRow = typeof payments.$inferSelect;
/** What settling needs of a payment: which row, and as it was read. */
export type OpenPayment = Pick<PaymentRow, 'id' | 'status' | 'updatedAt' | 'providerReference'>;

/** Where a PayPay payment stands, as the return and the status look-up tell the customer. */
export type PayPayOutcome =
  | { state: 'paid'; purchaseId: string }
  | { state: 'awaiting'; purchaseId: string }
  | { state: 'released'; purchaseId: string; message: string };

export interface ConfirmContext {
  db: Database;
  gateway: PayPayGateway;
  now: Date;
  publicUrl: string;
}

/** The PayPay payment with this merchantPaymentId (the unguessable id of the return address). */
export async function payPayPaymentByReference(
  db: Database,
  merchantPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerReference, merchantPaymentId), eq(payments.method, 'paypay')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The PayPay payment of a purchase, newest first. */
export async function payPayPaymentOf(
  db: Database | Transaction,
  purchaseId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purchaseId, purchaseId), eq(payments.method, 'paypay')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The state the payment row records, without asking anyone. */
export function recordedOutcome(payment: PaymentRow): PayPayOutcome {
  const purchaseId = payment.purchaseId;
  if (payment.status === 'paid' || payment.status === 'refunded') return { state: 'paid', purchaseId };
  if (payment.status === 'failed') {
    const message = (payment.detail as { message?: unknown } | null)?.message;
    return {
      state: 'released',
      purchaseId,
      message: typeof message === 'string' && message !== '' ? message : payPayMessages.cancelled,
    };
  }
  return { state: 'awaiting', purchaseId };
}

/**
 * Settles the payment by what PayPay answered about it; answers the settlement's result (false
 * when another settler got there first, or when there was nothing to settle yet).
 */
export async function settleByInquiry(
  context: ConfirmContext,
  payment: OpenPayment,
  known: PayPayInquiry,
  options: { expect?: Expected; reason?: 'expired' | 'cancelled'; notify?: boolean } = {},
): Promise<boolean> {
  const expect = options.expect ?? { paymentId: payment.id, status: payment.status };
  switch (known.status) {
    case 'paid':
      return (
        (await finalizePaid(context.db, {
          expect,
          transactionId: known.paymentId,
          now: context.now,
          publicUrl: context.publicUrl,
        })) !== null
      );
    case 'cancelled':
    case 'expired':
    case 'failed': {
      const expired = known.status === 'expired' || options.reason === 'expired';
      const message = expired ? payPayMessages.expired : payPayMessages.cancelled;
      return (
        (await releasePurchase(context.db, {
          expect,
          failure: { status: 402, message, code: `PAYPAY_${known.status.toUpperCase()}` },
          now: context.now,
          ...(options.notify
            ? { notify: { publicUrl: context.publicUrl, reason: expired ? 'expired' : 'cancelled' } }
            : {}),
        })) !== null
      );
    }
    case 'awaiting':
    case 'notFound':
    case 'error':
      return false;
  }
}

/**
 * The customer is back (or the page asks again): a payment waiting on PayPay's page is asked
 * about and settled by the answer. A payment still being opened, or already settled, answers
 * what it records.
 */
export async function confirmPayPay(context: ConfirmContext, payment: PaymentRow): Promise<PayPayOutcome> {
  if (payment.status !== 'challenge' || !payment.providerReference) return recordedOutcome(payment);
  const known = await context.gateway.inquire(payment.providerReference);
  await settleByInquiry(context, payment, known);
  const [now] = await context.db.select().from(payments).where(eq(payments.id, payment.id)).limit(1);
  return recordedOutcome(now ?? payment);
}

export type Withdrawn = 'released' | 'paid' | 'settled' | { unknown: string };

/**
 * Ends a payment still open (the window passed, or the customer cancels on My page): PayPay
 * cancels it first, so it can never be paid for an order that is gone; then the purchase is
 * released and the customer mailed. Paid just before: the purchase is completed instead.
 */
export async function withdrawPayPay(
  context: ConfirmContext,
  payment: OpenPayment,
  reason: 'expired' | 'cancelled',
): Promise<Withdrawn> {
  const reference = payment.providerReference;
  if (!reference) return 'settled';
  const expect: Expected = { paymentId: payment.id, status: payment.status, updatedAt: payment.updatedAt };
  const cancelled = await context.gateway.cancel(reference);
  if (cancelled.status === 'error') return { unknown: `cancel: ${cancelled.detail}` };
  if (cancelled.status === 'completed') {
    const known = await context.gateway.inquire(reference);
    if (known.status !== 'paid') return { unknown: `completed, then ${known.status}` };
    return (await settleByInquiry(context, payment, known, { expect })) ? 'paid' : 'settled';
  }
  const ended: PayPayInquiry = { status: reason === 'expired' ? 'expired' : 'cancelled' };
  const settled = await settleByInquiry(context, payment, ended, { expect, reason, notify: true });
  return settled ? 'released' : 'settled';
}
