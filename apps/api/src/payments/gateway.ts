// What the shop needs from a card provider, whichever it is (decision 0323). Every call answers a
// result and never throws: a provider that is down or slow is an `error` the checkout can show.
import type { PaymentKind } from './provider-protocol.ts';

export interface ChargeInput {
  /**
   * The provider's order number: unique per charge attempt (up to 32 letters, digits, '-' and
   * '_'). Real Japanese providers refuse a second charge with a number they have seen, so a charge
   * is never repeated: its fate is learnt with `inquire` (issue 15).
   */
  orderNumber: string;
  /** Integer yen, tax included. */
  amount: number;
  /** The token the provider's script gave the browser. */
  token: string;
  /** The checkout's card.installment: '10' 一括, '61' 分割, '80' リボ. */
  paymentKind: PaymentKind;
  /** Number of payments, with '61' only (INSTALLMENT_COUNTS). */
  payTimes?: number | undefined;
  /** Ask for 3-D Secure. Japan's guideline requires it since March 2025, so it defaults to true. */
  threeDSecure?: boolean | undefined;
}

export interface ThreeDSecureInput {
  /** The MD the challenge page posted back to TermUrl (the charge answered it as `md`). */
  md: string;
  /** The PaRes the challenge page posted back to TermUrl. */
  paRes: string;
}

export type ChargeResult =
  | { status: 'paid'; orderNumber: string; transactionId: string }
  | {
      status: 'challenge';
      orderNumber: string;
      /** The challenge page: the browser posts PaReq, TermUrl and MD there (spec: checkout.card.redirect). */
      redirect: string;
      pareq: string;
      md: string;
    }
  | {
      status: 'declined';
      orderNumber: string;
      /** The provider's error code, for logs and the payment record. */
      code: string;
      /** Japanese, for the customer. */
      message: string;
    }
  | {
      status: 'error';
      orderNumber: string;
      /**
       * timeout: no answer in time, the charge may or may not have been made (`inquire` tells
       * which); network: the provider could not be reached; provider: it
       * answered a system error; answer: it answered something unreadable.
       */
      reason: 'timeout' | 'network' | 'provider' | 'answer';
      /** Japanese, for the customer. */
      message: string;
      /** For the logs, never for the customer. */
      detail: string;
    };

/** What the provider knows of a charge, asked by its order number; asking never charges. */
export type InquiryResult =
  | { status: 'paid'; orderNumber: string; transactionId: string }
  | { status: 'declined'; orderNumber: string; code: string }
  /** The charge waits for its 3-D Secure challenge. */
  | { status: 'pending'; orderNumber: string }
  /** No charge with this order number reached the provider. */
  | { status: 'notFound'; orderNumber: string }
  | {
      status: 'error';
      orderNumber: string;
      reason: 'timeout' | 'network' | 'provider' | 'answer';
      /** For the logs. */
      detail: string;
    };

export interface RefundInput {
  /** The paid charge's order number (payments.provider_reference). */
  orderNumber: string;
  /**
   * What stays charged after the refund, integer yen: 0 cancels the charge, anything less than the
   * charged amount gives back the difference (the providers' 取消 and 金額変更). Stating the amount
   * that remains, not the amount to give back, makes a repeated call harmless: it refunds nothing
   * twice.
   */
  remainingAmount: number;
}

export type RefundResult =
  | { status: 'refunded'; orderNumber: string; remainingAmount: number }
  | {
      status: 'refused';
      orderNumber: string;
      /** The provider's error code, for the logs and the staff's message. */
      code: string;
      /** Japanese, for staff. */
      message: string;
    }
  | {
      status: 'error';
      orderNumber: string;
      reason: 'timeout' | 'network' | 'provider' | 'answer';
      /** Japanese, for staff. */
      message: string;
      detail: string;
    };

export interface CardGateway {
  charge(input: ChargeInput): Promise<ChargeResult>;
  completeThreeDSecure(input: ThreeDSecureInput): Promise<ChargeResult>;
  /** The order-status inquiry the real providers offer: the only way the shop learns a charge's fate. */
  inquire(orderNumber: string): Promise<InquiryResult>;
  /** Gives money back on a paid charge (a cancelled order); staff see the answer. */
  refund(input: RefundInput): Promise<RefundResult>;
}
