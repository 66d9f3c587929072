// One payment model (issue 21 point 6, decision 0822): what every payment method does, whatever
// the provider. A method is started with the purchase (in its transaction), confirmed when the
// money is known to have arrived, told of the provider's notifications, cancelled when it is not
// paid in time or withdrawn, refunded, and asked its state; My page, the documents and the mails
// read that state from `inquire` only. Bank transfer implements it
// (modules/bank-transfer/method.ts), and so do the virtual account (modules/virtual-account/
// method.ts, decision 0825), PayPay (modules/paypay/method.ts, decision 0785), 後払い
// (modules/deferred-payment/method.ts, decision 0826) and 掛け払い (modules/invoice-credit/method.ts,
// decision 0835), and the card (modules/checkout/card-method.ts, decision 0788).
import type { Holiday } from '@shop/domain/calendar';
import type { OfferedPaymentMethodId } from '@shop/domain/checkout';
import type { BankTransfer, DeferredPayment } from '@shop/domain/answers';
import type { InvoiceCreditPayment } from '@shop/domain/invoice-credit';
import type { OrderStatus } from '@shop/domain/orders';
import type { Config } from '../config.ts';
import type { Database, Transaction } from '../db/client.ts';
import type { payments, purchases } from '../db/schema.ts';
import type { AuditActor } from '../modules/audit/audit-log.ts';

type PurchaseStatus = (typeof purchases.$inferInsert)['paymentStatus'];
type PaymentStatus = (typeof payments.$inferInsert)['status'];

/** Who and when, for every call that changes something. */
export interface PaymentContext {
  db: Database;
  now: Date;
  publicUrl: string;
  /** Staff or the command line; 'system' for the shop's own scheduled work. */
  actor: AuditActor | 'system';
}

/** What the purchase is written with: the purchase's and the payment record's first state. */
export interface PaymentStart {
  purchaseStatus: NonNullable<PurchaseStatus>;
  paymentStatus: PaymentStatus;
  detail: Record<string, unknown> | null;
  /** The orders' first status when not the method's usual one (a 後払い screening held: 10). */
  orderStatus?: OrderStatus;
}

/** What a method's state looks like to the customer and staff; null when the purchase is not this method's. */
export type PaymentState =
  | { method: 'bank' | 'vbank'; transfer: BankTransfer }
  /** PayPay (decision 0785): waiting on PayPay's page until `closesAt`, paid, or released (nothing ordered). */
  | { method: 'paypay'; state: 'opening' | 'awaiting' | 'paid' | 'released'; closesAt: string | null }
  /** 後払い (decision 0826): the screening and the shipping reports. */
  | { method: 'gmoab'; deferred: DeferredPayment }
  /** 請求書払い（掛け払い） (decision 0835): billed on a monthly invoice, or released by a cancellation. */
  | { method: 'gmokb'; payment: InvoiceCreditPayment }
  /**
   * The card (decision 0788): the charge on its way, waiting on the issuer's 3-D Secure page until
   * `closesAt`, paid (less what staff refunded), or released (nothing ordered).
   */
  | {
      method: 'epsilon';
      state: 'charging' | 'challenge' | 'paid' | 'released';
      closesAt: string | null;
      refundedAmount: number;
    }
  | null;

/**
 * `Opening`: what a method learns from its provider before the purchase is written (the virtual
 * account's issued account), handed to `start`; undefined for a method without one.
 */
export interface PaymentMethod<Confirmation, Confirmed, Notification = never, Opening = undefined> {
  readonly id: OfferedPaymentMethodId;
  /** Why this configuration cannot offer the method (its provider settings are missing); [] when it can. */
  missingSettings(config: Pick<Config, 'shopProfile' | 'vbank' | 'paypay' | 'gmoab' | 'gmokb'>): string[];
  /** The first state, computed before the purchase's one write (no I/O: it runs inside it). */
  start(input: {
    purchaseId: string;
    amount: number;
    now: Date;
    holidays: readonly Holiday[];
    opening: Opening;
  }): PaymentStart;
  /** The money arrived (a staff record, a provider's confirmation): the order moves on once paid. */
  confirm(context: PaymentContext, purchaseId: string, confirmation: Confirmation): Promise<Confirmed>;
  /**
   * A provider's notification (a signed webhook): applied (the payment moved on), recorded (kept for
   * staff to decide), ignored (a replay, an older one); a method without one answers 'unsupported'.
   */
  notify(
    context: PaymentContext,
    notification: Notification,
  ): Promise<'applied' | 'recorded' | 'ignored' | 'unsupported'>;
  /** Not paid in time: the orders end, what they used comes back; false when it was not (or no longer) due. */
  cancel(context: PaymentContext, purchaseId: string): Promise<boolean>;
  /** Money given back: by the provider, or by staff themselves ('manual', with what they must do). */
  refund(
    context: PaymentContext,
    purchaseId: string,
    amount: number,
  ): Promise<{ kind: 'refunded' } | { kind: 'manual'; message: string }>;
  /** The method's state of one purchase, as every reader shows it. */
  inquire(db: Database | Transaction, purchaseId: string): Promise<PaymentState>;
}
