// POST /v2/purchase as a story, in the order a purchase happens (decisions 0340, 0341). Each step
// lives in its own file; this module says only what follows what, and why.
//
//   1. claim the key      idempotency.ts    one request per key; a retry gets the first answer
//   2. prepare            prepare.ts        check and price everything, write nothing
//      open               virtual-account/  銀行振込（バーチャル口座）: the provider issues the account
//                         deferred-payment/ 後払い: the provider screens the buyer (declined: nothing written)
//                         invoice-credit/   掛け払い: the amount taken from the credit line, in the write
//   3. write              write-purchase.ts one transaction: purchase, orders, payment, coupon, points
//   4. charge             card-charge.ts    the card, after the commit, with nothing locked
//                         invoice-credit/   …or 掛け払い's order told to the provider for the invoice
//                         paypay/start.ts   …or PayPay's payment opened, the customer sent there
//   5. settle             settle.ts         paid, challenged or refused, in a second transaction
//                         tds-return.ts     …or when the browser comes back from 3-D Secure
//                         paypay/confirm.ts …or when it comes back from PayPay (PayPay asked, never the browser)
//   6. reconcile          reconcile.ts      what a dead request or a silent provider left open
//                         sweeper.ts        …once a minute on every instance
//
// A refusal before the write lets the key go, so the customer may send the same key again. From
// the write on, the purchase exists: every retry is answered from the key, never charged twice.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { paymentMessages } from '../../payments/messages.ts';
import type { Member } from '../../plugins/auth.ts';
import { failureAnswer, type Outcome } from './answers.ts';
import { chargeCard } from './card-charge.ts';
import { claimKey, readBackKey, releaseKey, requestHash, type KeyClaim } from './idempotency.ts';
import { checkoutApiMessages } from './messages.ts';
import { preparePurchase, type PrepareSources } from './prepare.ts';
import { chargeWindowMs, reconcilePurchase, requestLeaseMs } from './reconcile.ts';
import type { PurchaseBody } from './schemas.ts';
import { writePurchase, type CardCharge, type WrittenPurchase } from './write-purchase.ts';
import { virtualAccountMessages } from '../virtual-account/messages.ts';
import { openVirtualAccount } from '../virtual-account/open-account.ts';
import { openPayPayPayment } from '../paypay/start.ts';
import { deferredPaymentMessages } from '../deferred-payment/messages.ts';
import { screenBuyer, type DeferredPaymentOpening } from '../deferred-payment/screen.ts';
import { invoiceCreditGatewayFor } from '../../payments/invoice-credit-gateway.ts';
import { reportCreditOrder } from '../invoice-credit/report.ts';

export async function purchase(
  app: FastifyInstance,
  sources: PrepareSources,
  member: Member,
  key: string,
  body: PurchaseBody,
  /** The shop's address for this customer's links: TermUrl and the order mail (decision 0653). */
  publicUrl: string = app.config.publicUrl,
  /** The customer's browser, for PayPay's page (the app on a phone, a QR code on a computer). */
  userAgent = '',
): Promise<Outcome> {
  const now = app.now();
  const method = body.checkout.paymentMethod;
  if (!app.config.paymentMethods.includes(method)) {
    // Switched off by configuration (decision 0821): refused before anything is claimed or written.
    const message = checkoutApiMessages.paymentMethodOff;
    return failureAnswer(422, message, { 'checkout.paymentMethod': message });
  }

  const claim = await claimPurchaseKey(app, member, key, requestHash(body), now);
  switch (claim.kind) {
    case 'mismatch':
      return failureAnswer(422, checkoutApiMessages.idempotencyKeyReused);
    case 'replay':
      return { status: claim.status, body: claim.body as Outcome['body'] };
    case 'running':
      return failureAnswer(409, checkoutApiMessages.purchaseInProgress);
    case 'claimed':
      break;
  }

  const written = await prepareAndWrite(app, sources, member, claim, body, now, publicUrl);
  if (!('purchase' in written)) return written;
  // 掛け払い: the order is told to the provider for the monthly invoice, after the commit (a failure
  // is told again by the once-a-minute round; decision 0836).
  if (method === 'gmokb' && written.purchase.outcome)
    await reportPurchasedOnCredit(app, written.purchase.outcome);
  // Cash on delivery, points, bank transfers and 掛け払い are final once written; a card and PayPay go on.
  if (written.purchase.outcome) return written.purchase.outcome;
  if (written.purchase.paypay)
    return openPayPayPayment(app, written.purchase.paypay, { userAgent, publicUrl });
  if (!written.purchase.card) throw new Error('a card purchase was written without its charge');
  return charge(app, written.purchase.card, now, publicUrl);
}

async function reportPurchasedOnCredit(app: FastifyInstance, outcome: Outcome): Promise<void> {
  const purchaseId = (outcome.body as { data?: { purchase?: { purchaseId?: string } } }).data?.purchase
    ?.purchaseId;
  if (!purchaseId) return;
  await reportCreditOrder(
    { db: app.db, now: app.now(), gateway: invoiceCreditGatewayFor(app), log: app.log },
    purchaseId,
  );
}

/**
 * 1. Claims the key. A key still running past the lease belongs to a request that died: its
 * purchase is reconciled first (step 6, so the retry gets the settled answer), or with none the
 * key is taken over.
 */
async function claimPurchaseKey(
  app: FastifyInstance,
  member: Member,
  key: string,
  hash: string,
  now: Date,
): Promise<KeyClaim> {
  const facts = { userId: member.id, key, hash, now, leaseMs: requestLeaseMs(app.config) };
  const claim = await claimKey(app.db, facts);
  if (claim.kind !== 'running' || !claim.stale) return claim;
  if (claim.purchaseId) {
    await reconcilePurchase(app, claim.purchaseId, { now });
    return claimKey(app.db, facts);
  }
  await releaseKey(app.db, claim.id);
  return claimKey(app.db, facts);
}

/**
 * 2 and 3. Prepares (every check, nothing written) and writes in one transaction. A refusal of
 * either changes nothing, so the key is let go; the answer is the refusal.
 */
async function prepareAndWrite(
  app: FastifyInstance,
  sources: PrepareSources,
  member: Member,
  claim: Extract<KeyClaim, { kind: 'claimed' }>,
  body: PurchaseBody,
  now: Date,
  publicUrl: string,
): Promise<{ purchase: WrittenPurchase } | Outcome> {
  try {
    const prepared = await preparePurchase(app.db, sources, member, claim.buyer, body, now);
    // 2b. A virtual account is issued before the write, which calls nothing out (decision 0825).
    const opening =
      body.checkout.paymentMethod === 'vbank'
        ? await openVirtualAccount(app, {
            amount: prepared.summary.totalAmount,
            now,
            holidays: prepared.holidays,
          })
        : undefined;
    if (opening === null) {
      await releaseKey(app.db, claim.id);
      return failureAnswer(503, virtualAccountMessages.accountUnavailable);
    }
    // 2b. 後払い: the provider screens the buyer before the write, too (decision 0826).
    let deferred: DeferredPaymentOpening | undefined;
    if (body.checkout.paymentMethod === 'gmoab') {
      const screened = await screenBuyer(app, {
        member,
        buyer: prepared.source,
        amount: prepared.summary.totalAmount,
      });
      if (screened.kind !== 'opened') {
        // Declined: the customer picks another method for the same cart; nothing was written.
        await releaseKey(app.db, claim.id);
        if (screened.kind === 'unavailable') return failureAnswer(503, deferredPaymentMessages.unavailable);
        const message = deferredPaymentMessages[screened.kind];
        return failureAnswer(422, message, { 'checkout.paymentMethod': message });
      }
      deferred = screened.opening;
    }
    return {
      purchase: await writePurchase(app.db, {
        member,
        prepared,
        keyId: claim.id,
        now,
        publicUrl,
        opening,
        deferred,
      }),
    };
  } catch (error) {
    if (error instanceof HttpError) {
      // Refused inside the transaction, which rolled back: the same key may be sent again.
      await releaseKey(app.db, claim.id);
      return failureAnswer(error.statusCode, error.message, error.errors);
    }
    return afterUnclearWrite(app, claim.id, error);
  }
}

/**
 * 3, when the write failed unexpectedly, perhaps with the connection dropped during COMMIT (issue
 * 15): the purchase may exist. The key is let go only once reading it back shows nothing was
 * written; a written purchase answers what it stored (cash on delivery, points) or waits for the
 * reconciliation (a card never charged: released after the lease). If the read fails too, the key
 * stays, and the lease hands it to a retry that reconciles first.
 */
async function afterUnclearWrite(app: FastifyInstance, keyId: number, error: unknown): Promise<Outcome> {
  const readBack = await readBackKey(app.db, keyId).catch(() => null);
  if (readBack?.kind === 'unwritten') await releaseKey(app.db, keyId);
  if (readBack?.kind !== 'written') throw error;
  app.log.error({ err: error, purchaseId: readBack.purchaseId }, 'purchase committed, its answer lost');
  return readBack.answer ?? failureAnswer(503, checkoutApiMessages.purchaseUnclear);
}

/**
 * 4 and 5. Charges the card and settles what the provider answered (card-charge.ts hands the
 * answer to settle.ts). A request stalled past its charge window does not charge: a retry may
 * already have taken the key over, and the reconciliation releases a purchase that never reached
 * the provider.
 */
async function charge(app: FastifyInstance, card: CardCharge, startedAt: Date, publicUrl: string) {
  if (app.now().getTime() > startedAt.getTime() + chargeWindowMs(app.config)) {
    app.log.warn({ purchaseId: card.purchaseId }, 'purchase stalled past its charge window');
    return failureAnswer(503, paymentMessages.timeout);
  }
  return chargeCard(app, card, publicUrl);
}

/** 5, later: the browser's return from 3-D Secure (TDS_RETURN_PATH) settles a challenged charge. */
export { TDS_RETURN_PATH } from './card-charge.ts';
export { returnFromChallenge } from './tds-return.ts';

/** 6. What a request left open is reconciled: by the sweeper's round, or by the staff's command. */
export { reconcilePurchase, reconcileStalePurchases } from './reconcile.ts';
export { startReconciliation } from './sweeper.ts';
