// The answers of POST /v2/purchase, built from what was stored, so the first answer, a replayed
// one and one rewritten after 3-D Secure all read the same.
import { errorEnvelope, type ErrorEnvelope, type FieldErrors } from '@shop/domain/error-envelope';
import type { OrderRow, PurchaseRow } from './order-lines.ts';
import type { PurchaseAnswer } from './schemas.ts';

export interface Outcome {
  status: number;
  body: { data: PurchaseAnswer } | ErrorEnvelope;
}

export interface Challenge {
  pareq: string;
  redirect: string;
  md: string;
  termUrl: string;
}

/** A provider's payment page the customer is sent to (PayPay, decision 0785): no form to post. */
export interface PaymentPage {
  redirect: string;
}

function estimateLines(
  orders: readonly Pick<OrderRow, 'orderId' | 'estimateData'>[],
): PurchaseAnswer['estimateData'] {
  const lines: PurchaseAnswer['estimateData'] = [];
  for (const order of orders) {
    const data = order.estimateData as { no?: unknown; estimateNumber?: unknown } | null;
    if (data && typeof data.no === 'number' && typeof data.estimateNumber === 'string') {
      lines.push({ orderId: order.orderId, estimateNumber: data.estimateNumber, no: data.no });
    }
  }
  return lines;
}

export function purchaseAnswer(
  purchase: Pick<PurchaseRow, 'paymentMethod' | 'purchaseId' | 'totalAmount'>,
  orders: readonly Pick<OrderRow, 'orderId' | 'estimateData'>[],
  challenge: Challenge | PaymentPage | null = null,
): Outcome {
  const posted = challenge && 'pareq' in challenge ? challenge : null;
  return {
    status: 200,
    body: {
      data: {
        purchase: {
          method: purchase.paymentMethod,
          purchaseId: purchase.purchaseId,
          totalAmount: purchase.totalAmount,
        },
        pareq: posted?.pareq ?? null,
        redirect: challenge?.redirect ?? null,
        md: posted?.md ?? null,
        termUrl: posted?.termUrl ?? null,
        estimateData: estimateLines(orders),
      },
    },
  };
}

export function failureAnswer(status: number, message: string, errors: FieldErrors = {}): Outcome {
  return { status, body: errorEnvelope(message, errors) };
}
