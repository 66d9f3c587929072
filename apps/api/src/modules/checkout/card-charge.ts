// The card charge of a written purchase (decision 0340). Nothing is locked while the provider is
// asked: the purchase was committed as 'authorizing' before, so whatever happens to this process,
// a charge never exists without its purchase; the answer is then settled in a second transaction.
// A charge whose outcome is unknown (timeout) is never sent again: real providers refuse an order
// number they have seen. The provider is asked with its order-status inquiry instead, and what it
// cannot tell yet is left to the reconciliation, which asks the same way.
import type { FastifyInstance } from 'fastify';
import type { ChargeResult } from '../../payments/gateway.ts';
import { failureAnswer, type Outcome } from './answers.ts';
import { checkoutGateway } from './card-gateway.ts';
import { storedAnswerOf } from './idempotency.ts';
import { declineMessage } from '../../payments/messages.ts';
import { checkoutApiMessages } from './messages.ts';
import { finalizePaid, releasePurchase, saveChallenge, type Expected } from './settle.ts';
import type { CardCharge } from './write-purchase.ts';

/** Where the challenge page posts PaRes and MD back: a server endpoint reading form posts. */
export const TDS_RETURN_PATH = '/api/v2/purchase/tds-return';

/** Charges the card and settles the purchase; answers what the customer's request receives. */
export async function chargeCard(
  app: FastifyInstance,
  card: CardCharge,
  publicUrl: string = app.config.publicUrl,
): Promise<Outcome> {
  const gateway = checkoutGateway(app);
  const input = {
    orderNumber: card.orderNumber,
    amount: card.amount,
    token: card.token,
    paymentKind: card.installment,
    payTimes: card.payTimes,
  };
  const expect: Expected = { paymentId: card.paymentId, status: 'pending' };
  const result = await gateway.charge(input);
  if (result.status !== 'error') return settleChargeResult(app, card.purchaseId, expect, result, publicUrl);
  app.log.warn(
    { orderNumber: card.orderNumber, reason: result.reason, detail: result.detail },
    'card charge outcome unknown, asking the provider',
  );
  const known = await gateway.inquire(card.orderNumber);
  switch (known.status) {
    case 'paid':
      return settleChargeResult(app, card.purchaseId, expect, known, publicUrl);
    case 'declined':
      return settleChargeResult(
        app,
        card.purchaseId,
        expect,
        {
          ...known,
          message: declineMessage(known.code),
        },
        publicUrl,
      );
    default:
      // Not arrived yet, or the provider cannot say: the reconciliation asks again later.
      return settleChargeResult(app, card.purchaseId, expect, result, publicUrl);
  }
}

/** Settles what the provider answered for a charge still in `expect`'s state. */
export async function settleChargeResult(
  app: FastifyInstance,
  purchaseId: string,
  expect: Expected,
  result: ChargeResult,
  publicUrl: string = app.config.publicUrl,
): Promise<Outcome> {
  const now = app.now();
  const db = app.db;
  let outcome: Outcome | null;
  switch (result.status) {
    case 'paid':
      outcome = await finalizePaid(db, {
        expect,
        transactionId: result.transactionId,
        now,
        publicUrl,
      });
      break;
    case 'challenge':
      outcome = await saveChallenge(db, {
        expect,
        challenge: {
          pareq: result.pareq,
          redirect: result.redirect,
          md: result.md,
          // Back to the address the customer's browser is on, where its login and cart are.
          termUrl: `${publicUrl}${TDS_RETURN_PATH}`,
        },
        now,
      });
      break;
    case 'declined':
      // 402: the card was refused; the message is the provider adapter's Japanese text.
      outcome = await releasePurchase(db, {
        expect,
        failure: { status: 402, message: result.message, code: result.code },
        now,
      });
      break;
    case 'error':
      app.log.error(
        { orderNumber: result.orderNumber, reason: result.reason, detail: result.detail },
        'card charge outcome unknown; left for the reconciliation',
      );
      // The purchase stays 'authorizing' with its coupon use and points until the provider tells.
      return failureAnswer(
        result.reason === 'timeout' || result.reason === 'answer' ? 503 : 502,
        result.message,
      );
  }
  // Someone else (3-D Secure return, reconciliation) settled it first: theirs is the answer.
  return (
    outcome ??
    (await storedAnswerOf(db, purchaseId)) ??
    failureAnswer(409, checkoutApiMessages.purchaseInProgress)
  );
}
