// What the shop needs from a 後払い provider (decision 0826): the buyer screened when the order is
// placed (OK, declined, or held for a person's review, whose result comes later as a signed
// notification, deferred-payment-notification.ts), and the shipment reported once the parcel has
// left, after which the provider bills the buyer. Like the other gateways, a call answers a result
// and never throws; with no GMOAB_PROVIDER_URL the provider is this process's own stand-in, called
// in process (card-gateway.ts says why).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SANDBOX_PAY_PATH } from '../config.ts';
import { injectFetch } from './card-gateway.ts';
import { postToProvider, type FetchLike, type ProviderCall, type ProviderFailure } from './provider-call.ts';

/** The buyer as the provider screens and bills them: the member's name, address, phone and mail. */
export interface ScreeningBuyer {
  name: string;
  kana: string;
  organization: string;
  postalCode: string;
  address: string;
  tel: string;
  email: string;
}

export interface ScreeningInput {
  /** The shop's reference for the transaction: unique per order, unguessable (`ab-…`). */
  orderNumber: string;
  /** Integer yen billed to the buyer. */
  amount: number;
  buyer: ScreeningBuyer;
}

export type ScreeningAnswer =
  | { status: 'ok' | 'held' | 'declined'; transactionId: string }
  | { status: 'error'; reason: ProviderFailure['reason']; detail: string };

export interface ShipmentReportInput {
  orderNumber: string;
  /** The shop's order line (明細番号): one report per parcel line, repeated safely. */
  reportId: string;
  carrier: string;
  trackingNumber: string;
}

export type ShipmentReportAnswer =
  { status: 'accepted' } | { status: 'error'; reason: ProviderFailure['reason']; detail: string };

export interface CancelReportInput {
  orderNumber: string;
  transactionId: string;
}

export interface DeferredPaymentGateway {
  screen(input: ScreeningInput): Promise<ScreeningAnswer>;
  reportShipment(input: ShipmentReportInput): Promise<ShipmentReportAnswer>;
  /**
   * The order was cancelled before shipping (decision 0845): the provider closes the transaction
   * and bills nothing; a repeat is taken as the same cancellation.
   */
  reportCancellation(input: CancelReportInput): Promise<ShipmentReportAnswer>;
}

/** POST {provider}/transactions: the answer (OK, NG, HOLD) or ERROR with the provider's reason. */
export const screeningAnswerSchema = z.object({
  result: z.enum(['OK', 'NG', 'HOLD', 'ERROR']),
  order_number: z.string(),
  transaction_id: z.string().default(''),
  err_code: z.string().default(''),
  err_detail: z.string().default(''),
});
export type ScreeningAnswerFields = z.output<typeof screeningAnswerSchema>;

/**
 * POST {provider}/shipments and POST {provider}/cancellations: OK (a repeat of one already taken
 * is OK too) or ERROR.
 */
export const shipmentAnswerSchema = z.object({
  result: z.enum(['OK', 'ERROR']),
  err_code: z.string().default(''),
  err_detail: z.string().default(''),
});
export type ShipmentAnswerFields = z.output<typeof shipmentAnswerSchema>;

const SCREENING: Record<'OK' | 'NG' | 'HOLD', 'ok' | 'declined' | 'held'> = {
  OK: 'ok',
  NG: 'declined',
  HOLD: 'held',
};

export function httpDeferredPaymentGateway(options: {
  baseUrl: string;
  shopCode: string;
  timeoutMs: number;
  fetch?: FetchLike;
}): DeferredPaymentGateway {
  return {
    async screen(input) {
      const { buyer } = input;
      const call = await postToProvider(
        options,
        '/transactions',
        {
          shop_code: options.shopCode,
          order_number: input.orderNumber,
          amount: String(input.amount),
          buyer_name: buyer.name,
          buyer_kana: buyer.kana,
          buyer_company: buyer.organization,
          postal_code: buyer.postalCode,
          address: buyer.address,
          tel: buyer.tel,
          email: buyer.email,
        },
        screeningAnswerSchema,
      );
      if (!call.ok) return { status: 'error', reason: call.reason, detail: call.detail };
      const answer = call.answer;
      if (answer.result === 'ERROR')
        return {
          status: 'error',
          reason: 'provider',
          detail: `${answer.err_code} ${answer.err_detail}`.trim(),
        };
      if (answer.order_number !== input.orderNumber || answer.transaction_id === '')
        return { status: 'error', reason: 'answer', detail: 'a screening answer for another order' };
      return { status: SCREENING[answer.result], transactionId: answer.transaction_id };
    },
    async reportShipment(input) {
      const call = await postToProvider(
        options,
        '/shipments',
        {
          shop_code: options.shopCode,
          order_number: input.orderNumber,
          report_id: input.reportId,
          carrier: input.carrier,
          tracking_number: input.trackingNumber,
        },
        shipmentAnswerSchema,
      );
      return acknowledged(call);
    },
    async reportCancellation(input) {
      const call = await postToProvider(
        options,
        '/cancellations',
        {
          shop_code: options.shopCode,
          order_number: input.orderNumber,
          transaction_id: input.transactionId,
        },
        shipmentAnswerSchema,
      );
      return acknowledged(call);
    },
  };
}

/** A report's call as the shop records it: taken, or why not. */
function acknowledged(call: ProviderCall<ShipmentAnswerFields>): ShipmentReportAnswer {
  if (!call.ok) return { status: 'error', reason: call.reason, detail: call.detail };
  if (call.answer.result === 'ERROR')
    return {
      status: 'error',
      reason: 'provider',
      detail: `${call.answer.err_code} ${call.answer.err_detail}`.trim(),
    };
  return { status: 'accepted' };
}

/** The gateway the configuration asks for; the own stand-in is called in process. */
export function deferredPaymentGatewayFor(app: FastifyInstance): DeferredPaymentGateway {
  const { gmoab, publicUrl, sandboxPay } = app.config;
  const standIn = `${SANDBOX_PAY_PATH}/gmoab`;
  const own = sandboxPay && gmoab.providerUrl === `${publicUrl}${standIn}`;
  return httpDeferredPaymentGateway({
    baseUrl: own ? standIn : gmoab.providerUrl,
    shopCode: gmoab.shopCode,
    timeoutMs: gmoab.timeoutMs,
    ...(own ? { fetch: injectFetch(app) } : {}),
  });
}

let factory: (app: FastifyInstance) => DeferredPaymentGateway = deferredPaymentGatewayFor;

/** Tests only: another provider (a silent or failing one); without an argument, the configured one. */
export function setDeferredPaymentGatewayFactory(
  next?: (app: FastifyInstance) => DeferredPaymentGateway,
): void {
  factory = next ?? deferredPaymentGatewayFor;
}

export function deferredPaymentGateway(app: FastifyInstance): DeferredPaymentGateway {
  return factory(app);
}
