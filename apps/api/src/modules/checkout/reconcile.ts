// The reconciliation of card purchases left 'authorizing' (decision 0340): by a request that died
// with the process, by a provider that did not answer, or by a 3-D Secure challenge never finished.
// It asks the provider with its order-status inquiry, never with a second charge (issue 15; real
// providers refuse an order number they have seen). Paid: the purchase is completed. Refused, or
// never arrived once the request is surely over: it is released. A charge whose fate the provider
// cannot tell is never released; past UNKNOWN_LIMIT_MS it is flagged for staff (decision 0630).
// PayPay purchases left on PayPay's page are settled by the same round (paypay/reconcile.ts).
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { payments, purchases } from '../../db/schema.ts';
import type { CardGateway } from '../../payments/gateway.ts';
import { checkoutGateway } from './card-gateway.ts';
import { forgetKeys } from './idempotency.ts';
import { checkoutApiMessages } from './messages.ts';
import { finalizePaid, releasePurchase, type Expected } from './settle.ts';
import { reconcilePayPay } from '../paypay/reconcile.ts';

/** The methods whose payment waits on a provider: the card's charge and PayPay's page (decision 0785). */
const PROVIDER_METHODS = ['epsilon', 'paypay'];

/** A 3-D Secure challenge left this long is abandoned: the card is not charged, the purchase goes. */
export const CHALLENGE_WINDOW_MS = 30 * 60 * 1000;

/**
 * How long PayPay's page stays payable: the card's 3-D Secure window, so one reconciliation round
 * and one My page offer serve both, and the customer is told one rule (decision 0785).
 */
export const PAYPAY_WINDOW_MS = CHALLENGE_WINDOW_MS;

/** A charge the provider cannot tell about for this long is flagged for staff (decision 0630). */
export const UNKNOWN_LIMIT_MS = 60 * 60 * 1000;

/** Idempotency keys are kept this long. */
const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * How long a request may take from claiming its key to settling: a charge and an inquiry (each
 * bounded by the provider time-out and the guard's margin) and the two transactions, with room.
 */
export function requestLeaseMs(config: Pick<Config, 'cardProviderTimeoutMs'>): number {
  return 3 * config.cardProviderTimeoutMs + 10_000;
}

/**
 * How long after claiming its key a request may still start the charge: the charge and the
 * inquiry (each bounded by the time-out and the guard's 500 ms) must end inside the lease, or a
 * retry taking the key over could release a purchase whose charge is still on its way.
 */
export function chargeWindowMs(config: Pick<Config, 'cardProviderTimeoutMs'>): number {
  return requestLeaseMs(config) - 2 * (config.cardProviderTimeoutMs + 500) - 1000;
}

/**
 * How long a reconciliation holds a charge it is asking about (decision 0782): the inquiry (bounded
 * by the provider time-out and the guard's 500 ms) and the settling transactions, with room. A
 * holder that dies lets go when it runs out; one slower than this costs at most a second inquiry,
 * never a second settlement (each settlement is a conditional update of the payment row).
 */
export function reconcileClaimMs(config: Pick<Config, 'cardProviderTimeoutMs'>): number {
  return 2 * config.cardProviderTimeoutMs + 10_000;
}

/** 'busy': another round (this instance's or another's) holds the charge; it settles it. */
export type ReconcileResult = 'paid' | 'released' | 'waiting' | 'unknown' | 'settled' | 'busy';

type PaymentRow = typeof payments.$inferSelect;

/** Settles one card purchase once its request is surely over (or its challenge abandoned). */
export async function reconcilePurchase(
  app: FastifyInstance,
  purchaseId: string,
  options: { now?: Date; gateway?: CardGateway } = {},
): Promise<ReconcileResult> {
  const now = options.now ?? app.now();
  const [row] = await app.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(purchases, eq(purchases.purchaseId, payments.purchaseId))
    .where(
      and(
        eq(payments.purchaseId, purchaseId),
        inArray(payments.method, PROVIDER_METHODS),
        eq(purchases.paymentStatus, 'authorizing'),
        or(eq(payments.status, 'pending'), eq(payments.status, 'challenge')),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1);
  if (!row) return 'settled';
  const payment = row.payment;
  const age = now.getTime() - payment.updatedAt.getTime();
  const wait = payment.status === 'challenge' ? CHALLENGE_WINDOW_MS : requestLeaseMs(app.config);
  if (age < wait || !payment.providerReference) return 'waiting';
  const until = await claimCharge(app, payment, now);
  if (!until) return 'busy';
  try {
    if (payment.method === 'paypay') {
      const result = await reconcilePayPay(app, payment, now);
      return typeof result === 'string' ? result : unknownFate(app, payment, result.unknown, now);
    }
    return await settleFromInquiry(app, payment, now, options.gateway ?? checkoutGateway(app));
  } finally {
    // Let go at once (only of its own claim): a charge the provider could not tell about is asked
    // again next round.
    await app.db
      .update(payments)
      .set({ reconcilingUntil: null })
      .where(and(eq(payments.id, payment.id), eq(payments.reconcilingUntil, until)));
  }
}

/**
 * Takes the charge for this round, as it was read (decision 0782); answers until when, or null. One conditional update: on
 * PostgreSQL a second instance's update waits for the first's and then finds the claim taken, so
 * only one round asks the provider and settles, however many instances run at once.
 */
async function claimCharge(app: FastifyInstance, payment: PaymentRow, now: Date): Promise<Date | null> {
  const until = new Date(now.getTime() + reconcileClaimMs(app.config));
  const claimed = await app.db
    .update(payments)
    .set({ reconcilingUntil: until })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.status, payment.status),
        or(isNull(payments.reconcilingUntil), lte(payments.reconcilingUntil, now)),
      ),
    )
    .returning({ id: payments.id });
  return claimed.length > 0 ? until : null;
}

/** Asks the provider what became of the charge, and settles the purchase by its answer. */
async function settleFromInquiry(
  app: FastifyInstance,
  payment: PaymentRow,
  now: Date,
  gateway: CardGateway,
): Promise<ReconcileResult> {
  if (!payment.providerReference) return 'waiting';
  const known = await gateway.inquire(payment.providerReference);
  const expect: Expected = { paymentId: payment.id, status: payment.status, updatedAt: payment.updatedAt };
  const release = async (code: string, message: string) => {
    const outcome = await releasePurchase(app.db, {
      expect,
      failure: { status: 402, message, code, detail: 'reconciliation' },
      now,
      // Nobody is on the page any more: the customer learns by mail that nothing was ordered.
      notify: { publicUrl: app.config.publicUrl, reason: 'expired' },
    });
    return outcome ? 'released' : 'settled';
  };
  switch (known.status) {
    case 'paid': {
      const outcome = await finalizePaid(app.db, {
        expect,
        transactionId: known.transactionId,
        now,
        publicUrl: app.config.publicUrl,
      });
      return outcome ? 'paid' : 'settled';
    }
    case 'declined':
      return release(
        known.code,
        payment.status === 'challenge'
          ? checkoutApiMessages.threeDSecureExpired
          : checkoutApiMessages.paymentNotConfirmed,
      );
    case 'pending':
      // A challenge the provider still holds was abandoned (or its answer lost with the process):
      // the shop never completes it now, so the card is never charged for it.
      return release('TDS_ABANDONED', checkoutApiMessages.threeDSecureExpired);
    case 'notFound':
      // The lease is over, so the request that would have sent it has stopped (the gateway aborts
      // its call at the provider time-out): the charge never reached the provider.
      if (payment.status === 'pending')
        return release('NOT_CHARGED', checkoutApiMessages.paymentNotConfirmed);
      return unknownFate(app, payment, known.status, now);
    case 'error':
      return unknownFate(app, payment, `${known.reason}: ${known.detail}`, now);
  }
}

/** The provider cannot tell: the purchase keeps waiting, and one waiting too long is flagged. */
async function unknownFate(
  app: FastifyInstance,
  payment: PaymentRow,
  detail: string,
  now: Date,
): Promise<'unknown'> {
  const waited = now.getTime() - payment.updatedAt.getTime();
  if (waited < UNKNOWN_LIMIT_MS) {
    app.log.warn({ purchaseId: payment.purchaseId, detail }, 'reconciliation: provider did not tell');
    return 'unknown';
  }
  const flagged = await app.db
    .update(payments)
    .set({ flaggedAt: now })
    .where(and(eq(payments.id, payment.id), isNull(payments.flaggedAt)))
    .returning({ id: payments.id });
  // Logged at error level once, when flagged; the flagged list is where staff follow it up.
  if (flagged.length > 0) {
    app.log.error(
      { purchaseId: payment.purchaseId, orderNumber: payment.providerReference, detail, waitedMs: waited },
      'card charge fate unknown too long: flagged for staff',
    );
  }
  return 'unknown';
}

export type ReconcileSummary = Record<ReconcileResult, number> & {
  keysForgotten: number;
  /** Purchases flagged for staff and still unsettled after this round. */
  flagged: number;
};

/** One round: every stale card purchase, then old idempotency keys. Safe on several instances at once. */
export async function reconcileStalePurchases(
  app: FastifyInstance,
  options: { now?: Date; gateway?: CardGateway; limit?: number } = {},
): Promise<ReconcileSummary> {
  const now = options.now ?? app.now();
  const leaseBefore = new Date(now.getTime() - requestLeaseMs(app.config));
  const challengeBefore = new Date(now.getTime() - CHALLENGE_WINDOW_MS);
  const stale = await app.db
    .selectDistinct({ purchaseId: payments.purchaseId })
    .from(payments)
    .innerJoin(purchases, eq(purchases.purchaseId, payments.purchaseId))
    .where(
      and(
        eq(purchases.paymentStatus, 'authorizing'),
        inArray(payments.method, PROVIDER_METHODS),
        or(
          and(eq(payments.status, 'pending'), lt(payments.updatedAt, leaseBefore)),
          and(eq(payments.status, 'challenge'), lt(payments.updatedAt, challengeBefore)),
        ),
      ),
    )
    .limit(options.limit ?? 100);
  const summary: ReconcileSummary = {
    paid: 0,
    released: 0,
    waiting: 0,
    unknown: 0,
    settled: 0,
    busy: 0,
    keysForgotten: 0,
    flagged: 0,
  };
  // One at a time: each asks the provider, and a backlog should not become a burst of calls.
  for (const { purchaseId } of stale) {
    summary[
      await reconcilePurchase(app, purchaseId, {
        now,
        ...(options.gateway ? { gateway: options.gateway } : {}),
      })
    ] += 1;
  }
  summary.keysForgotten = await forgetKeys(app.db, new Date(now.getTime() - KEY_RETENTION_MS));
  const [flagged] = await app.db
    .select({ count: count() })
    .from(payments)
    .innerJoin(purchases, eq(purchases.purchaseId, payments.purchaseId))
    .where(and(isNotNull(payments.flaggedAt), eq(purchases.paymentStatus, 'authorizing')));
  summary.flagged = flagged?.count ?? 0;
  return summary;
}
