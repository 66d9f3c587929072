// What the shop needs from an invoice-credit provider (請求書払い（掛け払い）, decision 0836): a
// company's application sent for screening (the result comes later as a signed notification,
// payments/invoice-credit-notification.ts), each order billed on the member's monthly invoice, and
// a cancelled order taken off it. Like the card's gateway, a call answers a result and never throws;
// with no GMOKB_PROVIDER_URL the provider is this process's own stand-in, called in process.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SANDBOX_PAY_PATH } from '../config.ts';
import { injectFetch } from './card-gateway.ts';
import { postToProvider, type FetchLike, type ProviderFailure } from './provider-call.ts';

export interface CreditApplicationRequest {
  applicationId: string;
  companyName: string;
  corporateNumber: string;
  desiredLimit: number;
}

export interface BilledOrder {
  applicationId: string;
  /** The purchase number: one billed order per purchase, a repeat changes nothing. */
  orderNumber: string;
  amount: number;
  /** YYYY-MM: the invoice it belongs on (月末締め). */
  billingMonth: string;
}

export type CreditCall = { ok: true } | ProviderFailure;

export interface InvoiceCreditGateway {
  apply(input: CreditApplicationRequest): Promise<CreditCall>;
  bill(input: BilledOrder): Promise<CreditCall>;
  cancel(input: { orderNumber: string }): Promise<CreditCall>;
}

/** Every answer: result 1, or 9 with the provider's error. */
export const creditAnswerSchema = z.object({
  result: z.enum(['1', '9']),
  err_code: z.string().default(''),
  err_detail: z.string().default(''),
});
export type CreditAnswer = z.output<typeof creditAnswerSchema>;

export function httpInvoiceCreditGateway(options: {
  baseUrl: string;
  contractCode: string;
  timeoutMs: number;
  fetch?: FetchLike;
}): InvoiceCreditGateway {
  const call = async (path: string, fields: Record<string, string>): Promise<CreditCall> => {
    const answered = await postToProvider(
      options,
      path,
      { contract_code: options.contractCode, ...fields },
      creditAnswerSchema,
    );
    if (!answered.ok) return answered;
    if (answered.answer.result === '9')
      return {
        ok: false,
        reason: 'provider',
        detail: `${answered.answer.err_code} ${answered.answer.err_detail}`.trim(),
      };
    return { ok: true };
  };
  return {
    apply: (input) =>
      call('/applications', {
        application_id: input.applicationId,
        company_name: input.companyName,
        corporate_number: input.corporateNumber,
        desired_limit: String(input.desiredLimit),
      }),
    bill: (input) =>
      call('/transactions', {
        application_id: input.applicationId,
        order_number: input.orderNumber,
        amount: String(input.amount),
        billing_month: input.billingMonth,
      }),
    cancel: (input) => call('/transactions/cancel', { order_number: input.orderNumber }),
  };
}

export function invoiceCreditGatewayFor(app: FastifyInstance): InvoiceCreditGateway {
  const { gmokb, publicUrl, sandboxPay } = app.config;
  const own = sandboxPay && gmokb.providerUrl === `${publicUrl}${SANDBOX_PAY_PATH}/gmokb`;
  return httpInvoiceCreditGateway({
    baseUrl: own ? `${SANDBOX_PAY_PATH}/gmokb` : gmokb.providerUrl,
    contractCode: gmokb.contractCode,
    timeoutMs: gmokb.timeoutMs,
    ...(own ? { fetch: injectFetch(app) } : {}),
  });
}
