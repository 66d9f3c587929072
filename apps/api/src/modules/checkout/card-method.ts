// The card as an implementation of the one payment model (payments/payment-method.ts; decision
// 0788, which ends decision 0822's "the card keeps its own path"). The card's rules stay where
// several sessions hardened them: the charge (card-charge.ts), the settlement's conditional updates
// (settle.ts), the 3-D Secure return (tds-return.ts) and the reconciliation (reconcile.ts). Each
// operation here is a thin adapter over them: it loads the card payment as it stands now and hands
// it, as the expected row, to the one function that settles it, so a second settler still finds the
// row changed and stops.
import { backOfficeMessages } from '@shop/domain/messages';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import type { CardGateway, RefundResult } from '../../payments/gateway.ts';
import { latestPaymentOf, type PaymentRow } from '../../payments/payment-records.ts';
import type { PaymentMethod, PaymentStart, PaymentState } from '../../payments/payment-method.ts';
import type { Outcome } from './answers.ts';
import { checkoutGateway } from './card-gateway.ts';
import { challengeClosesAt } from './open-challenge.ts';
import { reconcilePurchase } from './reconcile.ts';
import { finalizePaid } from './settle.ts';
import { settleChallengeReturn, type ThreeDSecureReturn } from './tds-return.ts';

type CardPaymentRow = PaymentRow;

/** What the card learns before the purchase's write: the customer's instalment choice. */
export interface CardOpening {
  payTimes: number | undefined;
}

/** The provider's word that the charge is paid (its transaction id). */
export interface CardConfirmation {
  transactionId: string;
}

/** The purchase's and the payment's first state: 'authorizing', the charge not yet sent. */
export function startCard(input: { opening: CardOpening }): PaymentStart {
  const { payTimes } = input.opening;
  return {
    purchaseStatus: 'authorizing',
    paymentStatus: 'pending',
    detail: payTimes === undefined ? null : { payTimes },
  };
}

/** The purchase's latest card payment (a retried charge writes a new row), in one of `statuses`. */
export function cardPaymentOf(
  db: Database | Transaction,
  purchaseId: string,
  statuses?: readonly CardPaymentRow['status'][],
): Promise<CardPaymentRow | undefined> {
  return latestPaymentOf(db, purchaseId, ['epsilon'], statuses ? { statuses } : {});
}

/** The refund staff have recorded on a paid charge (back-office cancel, decision 0746). */
function refundedAmountOf(payment: CardPaymentRow): number {
  const detail = payment.detail as { refundedAmount?: unknown } | null;
  return typeof detail?.refundedAmount === 'number' ? detail.refundedAmount : 0;
}

/** The card's state every reader shows, from the payment record alone (no call to the provider). */
export async function cardState(db: Database | Transaction, purchaseId: string): Promise<PaymentState> {
  const payment = await cardPaymentOf(db, purchaseId);
  if (!payment) return null;
  const state =
    payment.status === 'pending'
      ? 'charging'
      : payment.status === 'challenge'
        ? 'challenge'
        : payment.status === 'failed'
          ? 'released'
          : 'paid';
  return {
    method: 'epsilon',
    state,
    // The window My page's 「お支払いを完了する」 offers the challenge in (open-challenge.ts).
    closesAt: state === 'challenge' ? challengeClosesAt(payment).toISOString() : null,
    refundedAmount: refundedAmountOf(payment),
  };
}

/**
 * Gives `amount` back on the paid charge. The provider is told what stays charged, not what to give
 * back, so a repeat after a time-out refunds nothing twice (payments/gateway.ts).
 */
export function refundCard(
  gateway: CardGateway,
  payment: Pick<CardPaymentRow, 'amount'> & { providerReference: string },
  amount: number,
): Promise<RefundResult> {
  return gateway.refund({
    orderNumber: payment.providerReference,
    remainingAmount: Math.max(0, payment.amount - amount),
  });
}

/** The card method of this app; `gateway` defaults to the configured card provider. */
export function cardMethod(
  app: FastifyInstance,
  gateway: CardGateway = checkoutGateway(app),
): PaymentMethod<CardConfirmation, Outcome | null, ThreeDSecureReturn, CardOpening> {
  return {
    id: 'epsilon',
    // The card provider's settings are refused at boot by config.ts itself (issue 15): the card is
    // the shop's first method, so a production without them does not start at all.
    missingSettings: () => [],
    start: startCard,
    confirm: async (context, purchaseId, confirmation) => {
      const payment = await cardPaymentOf(context.db, purchaseId, ['pending', 'challenge']);
      if (!payment) return null;
      return finalizePaid(context.db, {
        expect: { paymentId: payment.id, status: payment.status, updatedAt: payment.updatedAt },
        transactionId: confirmation.transactionId,
        now: context.now,
        publicUrl: context.publicUrl,
      });
    },
    // The card's one notification is the issuer's 3-D Secure answer, posted by the browser.
    notify: async (context, form) =>
      (await settleChallengeReturn(app, form, { publicUrl: context.publicUrl, now: context.now, gateway }))
        .outcome,
    // Not paid in time: the reconciliation asks the provider first (a challenge may have been
    // passed at the issuer), and releases only what surely was not charged.
    cancel: async (context, purchaseId) =>
      (await reconcilePurchase(app, purchaseId, { now: context.now, gateway })) === 'released',
    refund: async (context, purchaseId, amount) => {
      const payment = await cardPaymentOf(context.db, purchaseId, ['paid']);
      if (!payment?.providerReference) return { kind: 'manual', message: backOfficeMessages.cardNotCharged };
      const result = await refundCard(
        gateway,
        { ...payment, providerReference: payment.providerReference },
        amount,
      );
      return result.status === 'refunded'
        ? { kind: 'refunded' }
        : { kind: 'manual', message: backOfficeMessages.cardRefundByHand(result.message) };
    },
    inquire: cardState,
  };
}
