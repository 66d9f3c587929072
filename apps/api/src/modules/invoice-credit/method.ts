// 請求書払い（掛け払い） as an implementation of the one payment model (payments/payment-method.ts,
// decisions 0822, 0835, 0836). An approved member's order takes its amount from the credit line when
// the purchase is written (credit-use.ts) and goes to production at once: the shop is paid by the
// provider, who bills the member on a monthly invoice (月末締め翌月末払い). start records the invoice
// it goes on; confirm has nothing to do for an order; notify is the provider's signed screening
// result of a member's application (notify.ts) or a member's paid invoice (invoice-paid.ts, decision
// 0848), not of one order; cancel gives the limit back; a refund is the provider taking the order off the invoice
// (report.ts); inquire reads the payment record.
import { and, eq, inArray } from 'drizzle-orm';
import { invoiceTerms } from '@shop/domain/invoice-credit';
import type { InvoiceCreditPayment } from '@shop/domain/invoice-credit';
import type { Database, Transaction } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import type { GmokbNotification } from '../../payments/invoice-credit-notification.ts';
import type { PaymentMethod } from '../../payments/payment-method.ts';
import { findPurchaseByNumber } from '../orders/queries.ts';
import { releaseCredit } from './credit-use.ts';
import { applyInvoicePaid } from './invoice-paid.ts';
import { applyScreeningResult } from './notify.ts';

/** What the payment record keeps (payments.detail). */
export interface InvoiceCreditDetail {
  applicationId: string;
  billingMonth: string;
  dueDate: string;
  /** Told to the provider (report.ts). */
  reported: boolean;
  cancelReported?: boolean;
  releasedAt?: string;
  /** When the invoice it was billed on was paid (decision 0848). */
  paidAt?: string;
}

export function readCreditDetail(detail: unknown): InvoiceCreditDetail | null {
  const value = detail as Partial<InvoiceCreditDetail> | null;
  if (!value || typeof value.applicationId !== 'string' || typeof value.billingMonth !== 'string')
    return null;
  return {
    applicationId: value.applicationId,
    billingMonth: value.billingMonth,
    dueDate: value.dueDate ?? '',
    reported: value.reported === true,
    ...(value.cancelReported === undefined ? {} : { cancelReported: value.cancelReported }),
    ...(value.releasedAt === undefined ? {} : { releasedAt: value.releasedAt }),
  };
}

/** The payment as My page and staff read it; null for another method's purchase. */
export function toInvoiceCreditPayment(payment: {
  method: string;
  status: string;
  detail: unknown;
}): InvoiceCreditPayment | null {
  const detail = payment.method === 'gmokb' ? readCreditDetail(payment.detail) : null;
  if (!detail) return null;
  return {
    state: payment.status === 'pending' ? 'billed' : payment.status === 'paid' ? 'paid' : 'released',
    billingMonth: detail.billingMonth,
    dueDate: detail.dueDate,
    reported: payment.status === 'failed' ? detail.cancelReported === true : detail.reported,
  };
}

export async function invoiceCreditPaymentOf(
  db: Database | Transaction,
  purchaseId: string,
): Promise<InvoiceCreditPayment | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purchaseId, purchaseId), eq(payments.method, 'gmokb')))
    .limit(1);
  return payment ? toInvoiceCreditPayment(payment) : null;
}

/** The 掛け払い payments of some purchases, by purchase number (My page's list reads them at once). */
export async function invoiceCreditPaymentsOf(
  db: Database | Transaction,
  purchaseIds: readonly string[],
): Promise<Map<string, InvoiceCreditPayment>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.purchaseId, [...purchaseIds]), eq(payments.method, 'gmokb')));
  const found = new Map<string, InvoiceCreditPayment>();
  for (const row of rows) {
    const payment = toInvoiceCreditPayment(row);
    if (payment) found.set(row.purchaseId, payment);
  }
  return found;
}

/** Learnt before the purchase's one statement: the application the order is billed under. */
export interface InvoiceCreditOpening {
  applicationId: string;
}

export const invoiceCreditMethod: PaymentMethod<never, never, GmokbNotification, InvoiceCreditOpening> = {
  id: 'gmokb',
  missingSettings: (config) =>
    config.gmokb.providerUrl === '' ? ['GMOKB_PROVIDER_URL (the invoice-credit provider)'] : [],
  start: ({ now, opening }) => {
    const detail: InvoiceCreditDetail = {
      applicationId: opening.applicationId,
      ...invoiceTerms(now),
      reported: false,
    };
    // Nothing is owed to the shop at checkout, as with cash on delivery: the purchase reads so.
    return { purchaseStatus: 'on_delivery', paymentStatus: 'pending', detail: { ...detail } };
  },
  confirm: () => Promise.reject(new Error('an invoice-credit order has nothing to confirm')),
  notify: (context, notification) =>
    'type' in notification
      ? applyInvoicePaid(context, notification)
      : applyScreeningResult(context, notification),
  cancel: async (context, purchaseId) =>
    context.db.transaction(async (tx) => {
      const purchase = await findPurchaseByNumber(tx, purchaseId, { lock: true });
      return purchase ? releaseCredit(tx, purchase, context.now) : false;
    }),
  // The provider takes the order off the invoice when told of the cancellation (report.ts).
  refund: () => Promise.resolve({ kind: 'refunded' }),
  inquire: async (db, purchaseId) => {
    const payment = await invoiceCreditPaymentOf(db, purchaseId);
    return payment ? { method: 'gmokb', payment } : null;
  },
};
