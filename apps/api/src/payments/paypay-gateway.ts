// What the shop needs from PayPay (decision 0785), over HTTP, within a time limit. Every call
// answers a result and never throws: a provider that is down or slow is an `error`, and a payment
// whose fate is unknown is asked again (never created twice: the merchantPaymentId is fixed when
// the purchase is written, and PayPay refuses a second code for it).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { SANDBOX_PAY_PATH, type Config } from '../config.ts';
import {
  MERCHANT_HEADER,
  PAYPAY_RESULT_CODES,
  cancelAnswerSchema,
  createCodeAnswerSchema,
  paymentDetailsAnswerSchema,
  refundAnswerSchema,
  type CreateCodeRequest,
  type RefundRequest,
} from './paypay-protocol.ts';
import { opaAuthorization } from './paypay-signing.ts';

/** The content type the shop's JSON bodies are sent and signed with. */
const JSON_TYPE = 'application/json';

export type PayPayCreateResult =
  | { status: 'created'; paymentUrl: string; expiresAt: Date }
  | { status: 'refused'; code: string }
  | { status: 'error'; detail: string };

export type PayPayInquiry =
  | { status: 'paid'; paymentId: string }
  /** The code waits for the customer (scanned or not). */
  | { status: 'awaiting' }
  | { status: 'cancelled' | 'expired' | 'failed' }
  /** No payment with this id reached PayPay. */
  | { status: 'notFound' }
  | { status: 'error'; detail: string };

export type PayPayCancelResult =
  | { status: 'cancelled' }
  /** Paid before the cancellation arrived: the shop asks again and settles it paid. */
  | { status: 'completed' }
  | { status: 'notFound' }
  | { status: 'error'; detail: string };

export type PayPayRefundResult =
  { status: 'refunded' } | { status: 'refused'; code: string } | { status: 'error'; detail: string };

export interface PayPayGateway {
  createPayment(input: {
    merchantPaymentId: string;
    amount: number;
    redirectUrl: string;
    userAgent: string;
    expiresAt: Date;
    now: Date;
  }): Promise<PayPayCreateResult>;
  inquire(merchantPaymentId: string): Promise<PayPayInquiry>;
  /** Makes an unpaid payment unpayable (its code dies); a paid one is left alone. */
  cancel(merchantPaymentId: string): Promise<PayPayCancelResult>;
  /** Gives money of a paid payment back; the same merchantRefundId again refunds nothing more. */
  refund(input: {
    merchantRefundId: string;
    paymentId: string;
    amount: number;
    now: Date;
  }): Promise<PayPayRefundResult>;
}

/** fetch's part the gateway uses, so that the in-process stand-in can answer through inject. */
export type PayPayFetch = (
  url: string,
  init: { method: 'GET' | 'POST' | 'DELETE'; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; text(): Promise<string> }>;

type Call<TAnswer> = { ok: true; answer: TAnswer } | { ok: false; detail: string };

export function httpPayPayGateway(options: {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  merchantId: string;
  timeoutMs: number;
  /** The clock the signature's epoch is read from. */
  now: () => Date;
  fetch?: PayPayFetch;
}): PayPayGateway {
  const fetchImpl: PayPayFetch =
    options.fetch ?? ((url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }));
  const baseUrl = options.baseUrl.replace(/\/$/, '');

  async function call<TAnswer>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    schema: z.ZodType<TAnswer>,
    body?: unknown,
  ): Promise<Call<TAnswer>> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Call<TAnswer>>((resolve) => {
      timer = setTimeout(
        () => resolve({ ok: false, detail: `no answer within ${options.timeoutMs} ms` }),
        options.timeoutMs,
      );
    });
    const exchange = (async (): Promise<Call<TAnswer>> => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const signed = {
        method,
        path,
        ...(text === undefined ? {} : { body: { contentType: JSON_TYPE, text } }),
      };
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: opaAuthorization(options, signed, { now: options.now() }),
          [MERCHANT_HEADER]: options.merchantId,
          ...(text === undefined ? {} : { 'content-type': JSON_TYPE }),
        },
        ...(text === undefined ? {} : { body: text }),
      });
      const answered = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(answered);
      } catch {
        return { ok: false, detail: `HTTP ${response.status}, unreadable: ${answered.slice(0, 200)}` };
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) return { ok: false, detail: `HTTP ${response.status}: ${answered.slice(0, 200)}` };
      return { ok: true, answer: parsed.data };
    })().catch((error: unknown) => ({
      ok: false as const,
      detail: error instanceof Error ? error.message : String(error),
    }));
    try {
      return await Promise.race([exchange, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async createPayment(input) {
      const request: CreateCodeRequest = {
        merchantPaymentId: input.merchantPaymentId,
        amount: { amount: input.amount, currency: 'JPY' },
        codeType: 'ORDER_QR',
        redirectUrl: input.redirectUrl,
        redirectType: 'WEB_LINK',
        userAgent: input.userAgent.slice(0, 1000),
        expiryDate: Math.floor(input.expiresAt.getTime() / 1000),
        requestedAt: Math.floor(input.now.getTime() / 1000),
      };
      const answer = await call('POST', '/v2/codes', createCodeAnswerSchema, request);
      if (!answer.ok) return { status: 'error', detail: answer.detail };
      const { resultInfo, data } = answer.answer;
      if (resultInfo.code === PAYPAY_RESULT_CODES.success && data)
        return { status: 'created', paymentUrl: data.url, expiresAt: new Date(data.expiryDate * 1000) };
      return { status: 'refused', code: resultInfo.code };
    },
    async inquire(merchantPaymentId) {
      const answer = await call(
        'GET',
        `/v2/codes/payments/${encodeURIComponent(merchantPaymentId)}`,
        paymentDetailsAnswerSchema,
      );
      if (!answer.ok) return { status: 'error', detail: answer.detail };
      const { resultInfo, data } = answer.answer;
      if (resultInfo.code === PAYPAY_RESULT_CODES.notFound) return { status: 'notFound' };
      if (resultInfo.code !== PAYPAY_RESULT_CODES.success || !data)
        return { status: 'error', detail: resultInfo.code };
      switch (data.status) {
        case 'COMPLETED':
          return { status: 'paid', paymentId: data.paymentId ?? merchantPaymentId };
        case 'CREATED':
          return { status: 'awaiting' };
        case 'CANCELED':
          return { status: 'cancelled' };
        case 'EXPIRED':
          return { status: 'expired' };
        case 'FAILED':
          return { status: 'failed' };
      }
    },
    async cancel(merchantPaymentId) {
      const answer = await call(
        'DELETE',
        `/v2/payments/${encodeURIComponent(merchantPaymentId)}`,
        cancelAnswerSchema,
      );
      if (!answer.ok) return { status: 'error', detail: answer.detail };
      switch (answer.answer.resultInfo.code) {
        case PAYPAY_RESULT_CODES.success:
          return { status: 'cancelled' };
        case PAYPAY_RESULT_CODES.alreadyCompleted:
          return { status: 'completed' };
        case PAYPAY_RESULT_CODES.notFound:
          return { status: 'notFound' };
        default:
          return { status: 'error', detail: answer.answer.resultInfo.code };
      }
    },
    async refund(input) {
      const request: RefundRequest = {
        merchantRefundId: input.merchantRefundId,
        paymentId: input.paymentId,
        amount: { amount: input.amount, currency: 'JPY' },
        requestedAt: Math.floor(input.now.getTime() / 1000),
      };
      const answer = await call('POST', '/v2/refunds', refundAnswerSchema, request);
      if (!answer.ok) return { status: 'error', detail: answer.detail };
      const { resultInfo, data } = answer.answer;
      if (resultInfo.code === PAYPAY_RESULT_CODES.success && data && data.status !== 'FAILED')
        return { status: 'refunded' };
      return { status: 'refused', code: resultInfo.code };
    },
  };
}

/** True when the configured PayPay is the stand-in this process serves. */
function usesOwnStandIn(config: Config): boolean {
  return config.sandboxPay && config.paypay.providerUrl === `${config.publicUrl}${SANDBOX_PAY_PATH}/paypay`;
}

/** The gateway the configuration asks for; the own stand-in is called in process, as the card's is. */
export function payPayGatewayFor(app: FastifyInstance): PayPayGateway {
  const { paypay, cardProviderTimeoutMs } = app.config;
  const common = {
    apiKey: paypay.apiKey,
    apiSecret: paypay.apiSecret,
    merchantId: paypay.merchantId,
    timeoutMs: cardProviderTimeoutMs,
    now: () => app.now(),
  };
  if (!usesOwnStandIn(app.config)) return httpPayPayGateway({ ...common, baseUrl: paypay.providerUrl });
  return httpPayPayGateway({
    ...common,
    baseUrl: `${SANDBOX_PAY_PATH}/paypay`,
    fetch: async (url, init) => {
      const response = await app.inject({
        method: init.method,
        url,
        headers: init.headers,
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      return { status: response.statusCode, text: async () => response.body };
    },
  });
}

let factory: (app: FastifyInstance) => PayPayGateway = payPayGatewayFor;

/** Tests only: another PayPay (a silent or failing one); without an argument, the configured one. */
export function setPayPayGatewayFactory(next?: (app: FastifyInstance) => PayPayGateway): void {
  factory = next ?? payPayGatewayFor;
}

export function payPayGateway(app: FastifyInstance): PayPayGateway {
  return factory(app);
}
