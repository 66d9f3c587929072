// The reconciliation of card purchases left 'authorizing' (decision 0340): by a request that died
// with the process, by a provider that did not answer, or by a 3-D Secure challenge never finished.
// It asks the provider about the charge by repeating its order number with a token that cannot pay:
// a charge that exists answers its state; one that never arrived is refused, and the order number
// is spent, so the lost request can never charge it later. Then the purchase is settled as usual.
import { and, asc, eq, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { payments, purchases } from '../../db/schema.ts';
import type { CardGateway } from '../../payments/gateway.ts';
import { checkoutGateway } from './card-gateway.ts';
import { forgetKeys } from './idempotency.ts';
import { checkoutApiMessages } from './messages.ts';
import { finalizePaid, releasePurchase, type Expected } from './settle.ts';

/** Sent as the token of an inquiry: no provider issues it, so nothing new can be charged. */
export const INQUIRY_TOKEN = 'reconciliation-inquiry';

/** A 3-D Secure challenge left this long is abandoned: the card is not charged, the purchase goes. */
export const CHALLENGE_WINDOW_MS = 30 * 60 * 1000;

/** Idempotency keys are kept this long. */
const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * How long a request may take from claiming its key to settling: two charge calls (each bounded by
 * the provider time-out and the guard's margin) and the two transactions, with room to spare.
 */
export function requestLeaseMs(config: Pick<Config, 'cardProviderTimeoutMs'>): number {
  return 3 * config.cardProviderTimeoutMs + 10_000;
}

export type ReconcileResult = 'paid' | 'released' | 'waiting' | 'unknown' | 'settled';

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
        eq(payments.method, 'epsilon'),
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

  const gateway = options.gateway ?? checkoutGateway(app);
  // A single payment (10) whatever was chosen: an inquiry charges nothing, and its fields only
  // have to be well formed for the provider to answer the existing charge's state.
  const result = await gateway.charge({
    orderNumber: payment.providerReference,
    amount: payment.amount,
    token: INQUIRY_TOKEN,
    paymentKind: '10',
  });
  const expect: Expected = { paymentId: payment.id, status: payment.status, updatedAt: payment.updatedAt };
  switch (result.status) {
    case 'paid': {
      const outcome = await finalizePaid(app.db, {
        expect,
        transactionId: result.transactionId,
        now,
        publicUrl: app.config.publicUrl,
      });
      return outcome ? 'paid' : 'settled';
    }
    case 'declined':
    case 'challenge': {
      // A challenge the provider still holds was abandoned (or its answer lost with the process):
      // it is never completed now, so the card is never charged for it.
      const message =
        payment.status === 'challenge' || result.status === 'challenge'
          ? checkoutApiMessages.threeDSecureExpired
          : checkoutApiMessages.paymentNotConfirmed;
      const outcome = await releasePurchase(app.db, {
        expect,
        failure: {
          status: 402,
          message,
          code: result.status === 'declined' ? result.code : 'TDS_ABANDONED',
          detail: 'reconciliation',
        },
        now,
      });
      return outcome ? 'released' : 'settled';
    }
    case 'error':
      app.log.warn(
        { purchaseId, reason: result.reason, detail: result.detail },
        'reconciliation: provider did not tell',
      );
      return 'unknown';
  }
}

export type ReconcileSummary = Record<ReconcileResult, number> & { keysForgotten: number };

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
        eq(payments.method, 'epsilon'),
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
    keysForgotten: 0,
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
  return summary;
}
