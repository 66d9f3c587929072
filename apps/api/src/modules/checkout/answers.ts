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
  challenge: Challenge | null = null,
): Outcome {
  return {
    status: 200,
    body: {
      data: {
        purchase: {
          method: purchase.paymentMethod,
          purchaseId: purchase.purchaseId,
          totalAmount: purchase.totalAmount,
        },
        pareq: challenge?.pareq ?? null,
        redirect: challenge?.redirect ?? null,
        md: challenge?.md ?? null,
        termUrl: challenge?.termUrl ?? null,
        estimateData: estimateLines(orders),
      },
    },
  };
}

export function failureAnswer(status: number, message: string, errors: FieldErrors = {}): Outcome {
  return { status, body: errorEnvelope(message, errors) };
}
