// POST /v2/purchase from the key to the answer (decisions 0340, 0341): claim the idempotency key,
// check and price (nothing written), write the purchase in one transaction, charge the card after
// the commit and settle. A refusal before writing lets the key go; everything after is answered
// from the key to every retry.
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
import { writePurchase } from './write-purchase.ts';

export async function purchase(
  app: FastifyInstance,
  sources: PrepareSources,
  member: Member,
  key: string,
  body: PurchaseBody,
  /** The shop's address for this customer's links: TermUrl and the order mail (decision 0653). */
  publicUrl: string = app.config.publicUrl,
): Promise<Outcome> {
  const now = app.now();
  const method = body.checkout.paymentMethod;
  if (!app.config.paymentMethods.includes(method)) {
    // Switched off by configuration (decision 0821): refused before anything is claimed or written.
    const message = checkoutApiMessages.paymentMethodOff;
    return failureAnswer(422, message, { 'checkout.paymentMethod': message });
  }
  const claim = await claimFor(app, member, key, requestHash(body), now);
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

  let written;
  try {
    const prepared = await preparePurchase(app.db, sources, member, claim.buyer, body, now);
    written = await writePurchase(app.db, {
      member,
      prepared,
      keyId: claim.id,
      now,
      publicUrl,
    });
  } catch (error) {
    if (error instanceof HttpError) {
      // Refused inside the transaction, which rolled back: the same key may be sent again.
      await releaseKey(app.db, claim.id);
      return failureAnswer(error.statusCode, error.message, error.errors);
    }
    return afterUnclearWrite(app, claim.id, error);
  }
  if (written.outcome) return written.outcome;
  if (!written.card) throw new Error('a card purchase was written without its charge');
  if (app.now().getTime() > now.getTime() + chargeWindowMs(app.config)) {
    // Stalled so long that a retry may take the key over: the charge is not started, and the
    // reconciliation releases the purchase it never reached the provider for.
    app.log.warn({ purchaseId: written.card.purchaseId }, 'purchase stalled past its charge window');
    return failureAnswer(503, paymentMessages.timeout);
  }
  return chargeCard(app, written.card, publicUrl);
}

/**
 * The write failed unexpectedly, perhaps with the connection dropped during COMMIT (issue 15): the
 * purchase may exist. The key is let go only once reading it back shows nothing was written; a
 * written purchase answers what it stored (cash on delivery, points) or waits for the
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
 * Claims the key. A key still running past the lease belongs to a request that died: its purchase
 * is reconciled (and the retry gets the settled answer), or with none the key is taken over.
 */
async function claimFor(
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
