// Which card gateway the checkout charges through, and a last guard on its time. The factory is a
// module-level setting so tests can put a declining, hanging or crashing provider in its place;
// the server always uses the configured one (decision 0323).
import type { FastifyInstance } from 'fastify';
import { cardGatewayFor } from '../../payments/card-gateway.ts';
import type {
  CardGateway,
  ChargeInput,
  ChargeResult,
  InquiryResult,
  RefundInput,
  RefundResult,
  ThreeDSecureInput,
} from '../../payments/gateway.ts';
import { paymentMessages, refundMessages } from '../../payments/messages.ts';

export type CardGatewayFactory = (app: FastifyInstance) => CardGateway;

let factory: CardGatewayFactory = cardGatewayFor;

/** Tests only: charge through another gateway; without an argument, back to the configured one. */
export function setCardGatewayFactory(next?: CardGatewayFactory): void {
  factory = next ?? cardGatewayFor;
}

/**
 * The gateway for this app, bounded in time. The HTTP gateway bounds itself; this guard is for an
 * adapter that does not, so that a purchase request never waits for ever.
 */
export function checkoutGateway(app: FastifyInstance): CardGateway {
  const gateway = factory(app);
  const limitMs = app.config.cardProviderTimeoutMs + 500;
  return {
    charge: (input: ChargeInput) =>
      bounded(gateway.charge(input), lateCharge(input.orderNumber, limitMs), limitMs),
    completeThreeDSecure: (input: ThreeDSecureInput) =>
      bounded(gateway.completeThreeDSecure(input), lateCharge(input.md, limitMs), limitMs),
    inquire: (orderNumber: string) =>
      bounded(
        gateway.inquire(orderNumber),
        { status: 'error', orderNumber, reason: 'timeout', detail: `no answer within ${limitMs} ms` },
        limitMs,
      ),
    // A refund that times out is repeated by staff; stating the amount that stays makes that safe.
    refund: (input: RefundInput) =>
      bounded(
        gateway.refund(input),
        {
          status: 'error',
          orderNumber: input.orderNumber,
          reason: 'timeout',
          message: refundMessages.timeout,
          detail: `no answer within ${limitMs} ms`,
        },
        limitMs,
      ),
  };
}

const lateCharge = (orderNumber: string, limitMs: number): ChargeResult => ({
  status: 'error',
  orderNumber,
  reason: 'timeout',
  message: paymentMessages.timeout,
  detail: `no answer within ${limitMs} ms`,
});

async function bounded<TResult extends ChargeResult | InquiryResult | RefundResult>(
  call: Promise<TResult>,
  late: TResult,
  limitMs: number,
): Promise<TResult> {
  let timer: NodeJS.Timeout | undefined;
  const tooLate = new Promise<TResult>((resolve) => {
    timer = setTimeout(() => resolve(late), limitMs);
  });
  try {
    // An exception (which the interface rules out) is left to fail the request: the purchase stays
    // 'authorizing' and the reconciliation settles it, exactly as after a crash (decision 0340).
    return await Promise.race([call, tooLate]);
  } finally {
    clearTimeout(timer);
  }
}
