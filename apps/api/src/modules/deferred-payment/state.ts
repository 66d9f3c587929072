// A 後払い purchase's state, read from its payment record (decision 0826): the one place the done
// page, My page, the mails and the back office learn the screening's result and where each
// shipping report stands. The record's detail holds the provider's transaction, the screening and
// one report per order line shipped.
import type { DeferredPayment } from '@shop/domain/answers';
import {
  DEFERRED_PAYMENT_PROVIDER,
  deferredPaymentStateLabels,
  deferredPaymentStateNotes,
  type ScreeningResult,
} from '@shop/domain/deferred-payment';
import type { Database, Transaction } from '../../db/client.ts';
import { latestPaymentOf, latestPaymentsOf, type PaymentRow } from '../../payments/payment-records.ts';

type Db = Database | Transaction;

/** One thing the provider must be told, sent after the commit and retried until it takes it. */
export interface ProviderDelivery {
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  requestedAt: string;
  /** Failed: when the shop's scheduled work tries again. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** For staff and the logs: the provider's or the network's reason. */
  lastError: string | null;
}

/** One order line's shipping report to the provider. */
export interface ShipmentReport extends ProviderDelivery {
  carrier: string;
  trackingNumber: string;
}

export interface DeferredPaymentDetail {
  screening: ScreeningResult;
  transactionId: string;
  /** When a held review was decided (the provider's time). */
  decidedAt?: string;
  /** By order line (明細番号). */
  reports: Record<string, ShipmentReport>;
  /** The purchase cancelled before shipping, told to the provider so it bills nothing (decision 0845). */
  cancellation?: ProviderDelivery;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readDelivery(value: unknown): ProviderDelivery | null {
  if (!isRecord(value)) return null;
  const state = value.state;
  if (state !== 'pending' && state !== 'sent' && state !== 'failed') return null;
  return {
    state,
    attempts: typeof value.attempts === 'number' ? value.attempts : 0,
    requestedAt: text(value.requestedAt),
    nextAttemptAt: textOrNull(value.nextAttemptAt),
    sentAt: textOrNull(value.sentAt),
    lastError: textOrNull(value.lastError),
  };
}

function readReport(value: unknown): ShipmentReport | null {
  const delivery = readDelivery(value);
  if (!delivery || !isRecord(value)) return null;
  return { ...delivery, carrier: text(value.carrier), trackingNumber: text(value.trackingNumber) };
}

/** The detail as stored; one damaged reads as held (nothing moves on by itself from there). */
export function readDeferredDetail(value: unknown): DeferredPaymentDetail {
  const record = isRecord(value) ? value : {};
  const screening = record.screening;
  const cancellation = readDelivery(record.cancellation);
  const reports: Record<string, ShipmentReport> = {};
  if (isRecord(record.reports)) {
    for (const [orderId, entry] of Object.entries(record.reports)) {
      const report = readReport(entry);
      if (report) reports[orderId] = report;
    }
  }
  return {
    screening: screening === 'ok' || screening === 'declined' ? screening : 'held',
    transactionId: text(record.transactionId),
    ...(typeof record.decidedAt === 'string' ? { decidedAt: record.decidedAt } : {}),
    reports,
    ...(cancellation ? { cancellation } : {}),
  };
}

/** The answer every reader shows. */
export function toDeferredPayment(payment: PaymentRow): DeferredPayment {
  const detail = readDeferredDetail(payment.detail);
  return {
    screening: detail.screening,
    label: deferredPaymentStateLabels[detail.screening],
    note: deferredPaymentStateNotes[detail.screening],
    provider: DEFERRED_PAYMENT_PROVIDER,
    shipmentReports: Object.entries(detail.reports)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([orderId, report]) => ({
        orderId,
        carrier: report.carrier,
        trackingNumber: report.trackingNumber,
        state: report.state,
        attempts: report.attempts,
        sentAt: report.sentAt,
        nextAttemptAt: report.state === 'failed' ? report.nextAttemptAt : null,
      })),
    cancelReport: detail.cancellation
      ? {
          state: detail.cancellation.state,
          attempts: detail.cancellation.attempts,
          sentAt: detail.cancellation.sentAt,
          nextAttemptAt: detail.cancellation.state === 'failed' ? detail.cancellation.nextAttemptAt : null,
        }
      : null,
  };
}

/** The 後払い payment record of a purchase (one per purchase). */
export function deferredPaymentOf(db: Db, purchaseId: string, lock = false): Promise<PaymentRow | undefined> {
  return latestPaymentOf(db, purchaseId, ['gmoab'], { lock });
}

/** The 後払い payment records of these purchases, by purchase number. */
export function deferredPaymentsOf(db: Db, purchaseIds: readonly string[]): Promise<Map<string, PaymentRow>> {
  return latestPaymentsOf(db, purchaseIds, ['gmoab']);
}
