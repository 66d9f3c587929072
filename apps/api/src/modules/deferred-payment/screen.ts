// Step 2b of a 後払い purchase (decision 0826): after every check and before the write, the
// provider screens the buyer, the member's own name, address, phone and mail, for the amount. The
// write stays one statement with no call out (decision 0525). Declined, or a provider that cannot
// answer, refuses the purchase before anything is written: the key is let go, nothing is ordered,
// the coupon and points are untouched, and the same cart may be sent again with another method.
// A screening passed for a write that then fails is never shipped, so the provider never bills it.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isBillableInJapan } from '@shop/domain/deferred-payment';
import { formatPostalCode } from '@shop/domain/format';
import { prefectureLabel } from '@shop/domain/prefectures';
import { deferredPaymentGateway } from '../../payments/deferred-payment-gateway.ts';
import type { Member } from '../../plugins/auth.ts';
import type { AddressSnapshot } from '../checkout/order-lines.ts';

/** What the purchase is written with: the provider's reference and transaction, and the result. */
export interface DeferredPaymentOpening {
  orderNumber: string;
  transactionId: string;
  screening: 'ok' | 'held';
}

export type Screened =
  { kind: 'opened'; opening: DeferredPaymentOpening } | { kind: 'declined' | 'unavailable' | 'notInJapan' };

/** The provider's reference: unguessable, as a notification names the order by it. */
export function deferredPaymentOrderNumber(): string {
  return `ab-${randomBytes(18).toString('base64url')}`;
}

export async function screenBuyer(
  app: FastifyInstance,
  input: { member: Member; buyer: AddressSnapshot; amount: number },
): Promise<Screened> {
  const { buyer } = input;
  // The invoice goes to the buyer's own address (the sender's, 依頼主), so it must be in Japan.
  if (!isBillableInJapan(buyer.addressLevel1)) return { kind: 'notInJapan' };
  const orderNumber = deferredPaymentOrderNumber();
  const answer = await deferredPaymentGateway(app).screen({
    orderNumber,
    amount: input.amount,
    buyer: {
      name: `${buyer.familyName} ${buyer.givenName}`.trim(),
      kana: `${buyer.familyKana} ${buyer.givenKana}`.trim(),
      organization: buyer.organization,
      postalCode: formatPostalCode(buyer.postalCode),
      address: [
        `${prefectureLabel(buyer.addressLevel1)}${buyer.addressLevel2}${buyer.addressLine1}`,
        buyer.addressLine2,
      ]
        .filter(Boolean)
        .join(' '),
      tel: buyer.tel,
      email: input.member.email,
    },
  });
  if (answer.status === 'error') {
    app.log.error(
      { orderNumber, reason: answer.reason, detail: answer.detail },
      'deferred-payment screening failed',
    );
    return { kind: 'unavailable' };
  }
  if (answer.status === 'declined') return { kind: 'declined' };
  return {
    kind: 'opened',
    opening: { orderNumber, transactionId: answer.transactionId, screening: answer.status },
  };
}
