// A PayPay payment the reconciliation found left over (decision 0785): its page open past the
// window (the customer walked away), or its opening unanswered past the request's lease. PayPay is
// asked first: paid meanwhile, the purchase is completed; ended there, it is released; still
// payable (or never arrived), it is withdrawn (withdrawPayPay: cancelled at PayPay first, so the
// customer can never pay for an order that is gone). Released means orders gone, points and coupon
// back (releasePurchase), and a mail that nothing was ordered and nothing was charged.
import type { FastifyInstance } from 'fastify';
import { payPayGateway } from '../../payments/paypay-gateway.ts';
import { settleByInquiry, withdrawPayPay, type PaymentRow, type Withdrawn } from './confirm.ts';

export async function reconcilePayPay(
  app: FastifyInstance,
  payment: PaymentRow,
  now: Date,
): Promise<Withdrawn> {
  const reference = payment.providerReference;
  if (!reference) return 'settled';
  const context = { db: app.db, gateway: payPayGateway(app), now, publicUrl: app.config.publicUrl };
  const known = await context.gateway.inquire(reference);
  switch (known.status) {
    case 'awaiting':
    case 'notFound':
      return withdrawPayPay(context, payment, 'expired');
    case 'error':
      return { unknown: known.detail };
    case 'paid':
    case 'cancelled':
    case 'expired':
    case 'failed': {
      const expect = { paymentId: payment.id, status: payment.status, updatedAt: payment.updatedAt };
      const settled = await settleByInquiry(context, payment, known, {
        expect,
        reason: 'expired',
        notify: true,
      });
      if (!settled) return 'settled';
      return known.status === 'paid' ? 'paid' : 'released';
    }
  }
}
