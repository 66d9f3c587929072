// The 3-D Secure return (TermUrl): the issuer's page posts PaRes and MD here from the customer's
// browser, without our bearer token. MD is the charge's order number, whose random part makes it
// unguessable (decision 0340). The charge is completed with the provider and the browser is sent
// on (303) to the done page or to the error page with the message.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS } from '@shop/domain/orders';
import { orders, payments } from '../../db/schema.ts';
import { paymentMessages } from '../../payments/messages.ts';
import { checkoutGateway } from './card-gateway.ts';
import { checkoutApiMessages } from './messages.ts';
import type { CardGateway } from '../../payments/gateway.ts';
import type { Outcome } from './answers.ts';
import { finalizePaid, releasePurchase, type Expected } from './settle.ts';

export const donePath = (purchaseId: string) => `/sp/checkout/done/${purchaseId}`;
export const errorPath = (message: string) => `/sp/checkout/error?message=${encodeURIComponent(message)}`;

/** What the issuer's page posts back: the 3-D Secure answer and the charge's order number. */
export interface ThreeDSecureReturn {
  PaRes: string;
  MD: string;
}

/** Completes the challenge and answers where the browser goes next. */
export async function returnFromChallenge(
  app: FastifyInstance,
  form: ThreeDSecureReturn,
  publicUrl: string = app.config.publicUrl,
): Promise<string> {
  return (await settleChallengeReturn(app, form, { publicUrl, now: app.now() })).location;
}

/**
 * The return's work: where the browser goes, and whether this return settled the charge
 * ('applied') or found it settled, unknown or not the shop's ('ignored'): the card's `notify`.
 */
export async function settleChallengeReturn(
  app: FastifyInstance,
  form: ThreeDSecureReturn,
  options: { publicUrl: string; now: Date; gateway?: CardGateway },
): Promise<{ location: string; outcome: 'applied' | 'ignored' }> {
  const { now, publicUrl } = options;
  const ignored = (location: string) => ({ location, outcome: 'ignored' as const });
  const settled = (location: string, outcome: Outcome | null) => ({
    location,
    outcome: outcome ? ('applied' as const) : ('ignored' as const),
  });
  if (form.MD === '' || form.PaRes === '') return ignored(errorPath(paymentMessages.threeDSecureFailed));
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.providerReference, form.MD), eq(payments.method, 'epsilon')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment) return ignored(errorPath(paymentMessages.threeDSecureFailed));
  if (payment.status !== 'challenge') return ignored(whereSettled(payment));

  // Claim the challenge: from here the reconciliation leaves it alone, and a second post stops.
  const [claimed] = await app.db
    .update(payments)
    .set({ status: 'pending', updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'challenge')))
    .returning({ updatedAt: payments.updatedAt });
  if (!claimed) return ignored(whereSettled((await reread(app, payment.id)) ?? payment));
  const expect: Expected = { paymentId: payment.id, status: 'pending' };

  // The customer may have cancelled the orders while the challenge was open: then nothing is charged.
  const [waiting] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.purchaseId, payment.purchaseId), eq(orders.status, ORDER_STATUS.waitingPurchase)))
    .limit(1);
  if (!waiting) {
    const released = await releasePurchase(app.db, {
      expect,
      failure: { status: 402, message: checkoutApiMessages.paymentNotConfirmed, code: 'ORDERS_CANCELLED' },
      now,
    });
    return settled(errorPath(checkoutApiMessages.paymentNotConfirmed), released);
  }

  const gateway = options.gateway ?? checkoutGateway(app);
  let result = await gateway.completeThreeDSecure({ md: form.MD, paRes: form.PaRes });
  // Completing again answers the first completion: safe to repeat after a time-out.
  if (result.status === 'error')
    result = await gateway.completeThreeDSecure({ md: form.MD, paRes: form.PaRes });
  switch (result.status) {
    case 'paid': {
      const paid = await finalizePaid(app.db, {
        expect,
        transactionId: result.transactionId,
        now,
        publicUrl,
      });
      return settled(whereSettled((await reread(app, payment.id)) ?? payment), paid);
    }
    case 'declined': {
      const released = await releasePurchase(app.db, {
        expect,
        failure: { status: 402, message: result.message, code: result.code },
        now,
      });
      return settled(errorPath(result.message), released);
    }
    case 'challenge':
    case 'error':
      // Unknown: the reconciliation asks the provider once this request is surely over.
      app.log.error({ orderNumber: form.MD, status: result.status }, '3-D Secure completion outcome unknown');
      return ignored(errorPath(result.status === 'error' ? result.message : paymentMessages.providerError));
  }
}

async function reread(app: FastifyInstance, paymentId: number) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/** Where a post about an already settled charge goes: done when paid, else the stored reason. */
function whereSettled(payment: typeof payments.$inferSelect): string {
  if (payment.status === 'paid') return donePath(payment.purchaseId);
  if (payment.status === 'failed') {
    const message = (payment.detail as { message?: unknown } | null)?.message;
    return errorPath(
      typeof message === 'string' && message !== '' ? message : paymentMessages.threeDSecureFailed,
    );
  }
  return errorPath(checkoutApiMessages.purchaseInProgress);
}
