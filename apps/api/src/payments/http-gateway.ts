// The card gateway over HTTP: form fields out, the provider's answer back, within a time limit.
// Whatever happens on the wire becomes a ChargeResult (provider-call.ts); no exception reaches the checkout.
import type { z } from 'zod';
import type {
  CardGateway,
  ChargeInput,
  ChargeResult,
  InquiryResult,
  RefundInput,
  RefundResult,
  ThreeDSecureInput,
} from './gateway.ts';
import { postToProvider, type FetchLike, type ProviderCall as Call } from './provider-call.ts';
import { declineMessage, paymentMessages, refundMessages } from './messages.ts';
import {
  inquiryAnswerSchema,
  providerAnswerSchema,
  type ChargeRequestFields,
  type CompleteRequestFields,
  type RefundRequestFields,
  PROVIDER_ERROR_CODES,
  type InquiryAnswer,
  type InquiryRequestFields,
  type ProviderAnswer,
} from './provider-protocol.ts';

export interface HttpCardGatewayOptions {
  /** The provider's base URL, e.g. https://provider.example/api or `${publicUrl}/sandbox-pay`. */
  baseUrl: string;
  contractCode: string;
  /** The whole call, answer body included. */
  timeoutMs: number;
  fetch?: FetchLike;
}

export function httpCardGateway(options: HttpCardGatewayOptions): CardGateway {
  const post = <TAnswer>(path: string, fields: Record<string, string>, schema: z.ZodType<TAnswer>) =>
    postToProvider(options, path, fields, schema);

  return {
    async charge(input: ChargeInput): Promise<ChargeResult> {
      const fields: ChargeRequestFields = {
        contract_code: options.contractCode,
        order_number: input.orderNumber,
        item_price: String(input.amount),
        token: input.token,
        card_st_code: input.paymentKind,
        pay_time: input.paymentKind === '61' && input.payTimes !== undefined ? String(input.payTimes) : '',
        tds_check_code: input.threeDSecure === false ? '0' : '1',
      };
      return toResult(input.orderNumber, await post('/charges', { ...fields }, providerAnswerSchema));
    },
    async completeThreeDSecure(input: ThreeDSecureInput): Promise<ChargeResult> {
      const fields: CompleteRequestFields = {
        contract_code: options.contractCode,
        order_number: input.md,
        tds_pares: input.paRes,
      };
      return toResult(input.md, await post('/charges/complete', { ...fields }, providerAnswerSchema));
    },
    async inquire(orderNumber: string): Promise<InquiryResult> {
      const fields: InquiryRequestFields = { contract_code: options.contractCode, order_number: orderNumber };
      return toInquiryResult(orderNumber, await post('/charges/inquiry', { ...fields }, inquiryAnswerSchema));
    },
    async refund(input: RefundInput): Promise<RefundResult> {
      const fields: RefundRequestFields = {
        contract_code: options.contractCode,
        order_number: input.orderNumber,
        item_price: String(input.remainingAmount),
      };
      return toRefundResult(input, await post('/refunds', { ...fields }, providerAnswerSchema));
    },
  };
}

function toRefundResult(input: RefundInput, call: Call<ProviderAnswer>): RefundResult {
  const orderNumber = input.orderNumber;
  if (!call.ok) {
    const message =
      call.reason === 'timeout'
        ? refundMessages.timeout
        : call.reason === 'network'
          ? refundMessages.unreachable
          : refundMessages.providerError;
    return { status: 'error', orderNumber, reason: call.reason, message, detail: call.detail };
  }
  const answer = call.answer;
  if (answer.result === '1')
    return { status: 'refunded', orderNumber, remainingAmount: input.remainingAmount };
  if (answer.result === '0') {
    return { status: 'refused', orderNumber, code: answer.err_code, message: refundMessages.refused };
  }
  if (answer.result === '9' && answer.err_code === PROVIDER_ERROR_CODES.orderNotFound) {
    return { status: 'refused', orderNumber, code: answer.err_code, message: refundMessages.notFound };
  }
  return {
    status: 'error',
    orderNumber,
    reason: answer.result === '9' ? 'provider' : 'answer',
    message: refundMessages.providerError,
    detail: `${answer.result} ${answer.err_code} ${answer.err_detail}`.trim(),
  };
}

function toInquiryResult(orderNumber: string, call: Call<InquiryAnswer>): InquiryResult {
  if (!call.ok) return { status: 'error', orderNumber, reason: call.reason, detail: call.detail };
  const answer = call.answer;
  if (answer.result === '9' || !answer.state) {
    const detail = `${answer.err_code} ${answer.err_detail}`.trim() || 'inquiry answer without a state';
    return { status: 'error', orderNumber, reason: answer.result === '9' ? 'provider' : 'answer', detail };
  }
  switch (answer.state) {
    case 'paid':
      return { status: 'paid', orderNumber, transactionId: answer.trans_code };
    case 'declined':
      return { status: 'declined', orderNumber, code: answer.err_code };
    case 'pending':
      return { status: 'pending', orderNumber };
    case 'not_found':
      return { status: 'notFound', orderNumber };
  }
}

function toResult(orderNumber: string, call: Call<ProviderAnswer>): ChargeResult {
  if (!call.ok) {
    const message =
      call.reason === 'timeout'
        ? paymentMessages.timeout
        : call.reason === 'network'
          ? paymentMessages.unreachable
          : paymentMessages.providerError;
    return { status: 'error', orderNumber, reason: call.reason, message, detail: call.detail };
  }
  const answer = call.answer;
  switch (answer.result) {
    case '1':
      return { status: 'paid', orderNumber: answer.order_number, transactionId: answer.trans_code };
    case '0':
      return {
        status: 'declined',
        orderNumber: answer.order_number,
        code: answer.err_code,
        message: declineMessage(answer.err_code),
      };
    case '5':
    case '6':
      if (!answer.acsurl || !answer.pareq) {
        return {
          status: 'error',
          orderNumber,
          reason: 'answer',
          message: paymentMessages.providerError,
          detail: '3-D Secure answer without acsurl or pareq',
        };
      }
      return {
        status: 'challenge',
        orderNumber: answer.order_number,
        redirect: answer.acsurl,
        pareq: answer.pareq,
        md: answer.md ?? answer.order_number,
      };
    case '9':
      return {
        status: 'error',
        orderNumber,
        reason: 'provider',
        message: paymentMessages.providerError,
        detail: `${answer.err_code} ${answer.err_detail}`.trim(),
      };
  }
}
