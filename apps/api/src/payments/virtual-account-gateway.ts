// What the shop needs from a virtual-account provider (銀行振込（バーチャル口座）, decision 0825):
// an account of the order's own, issued server to server when the order is placed, and closed
// when the order is cancelled or expires (decision 0787). The provider
// later tells the shop what arrived in it by a signed notification (notification-signer.ts), read by
// the webhook (modules/virtual-account/notify.ts). Like the card's gateway, a call answers a result
// and never throws; with no VBANK_PROVIDER_URL the provider is this process's own stand-in, called
// in process (card-gateway.ts says why).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankAccountSchema, type BankAccount } from '@shop/domain/shop-profile';
import { SANDBOX_PAY_PATH } from '../config.ts';
import { injectFetch } from './card-gateway.ts';
import { postToProvider, type FetchLike } from './provider-call.ts';

export interface IssueAccountInput {
  /** The shop's reference for the account: unique per order (up to 32 letters, digits, '-' and '_'). */
  orderNumber: string;
  /** Integer yen the customer is asked to pay in. */
  amount: number;
  /** YYYY-MM-DD, Asia/Tokyo: the last day the account takes the deposit. */
  dueDate: string;
}

export type IssueAccountResult =
  | { status: 'issued'; orderNumber: string; account: BankAccount }
  | {
      status: 'error';
      orderNumber: string;
      reason: 'timeout' | 'network' | 'provider' | 'answer';
      /** For the logs, never for the customer. */
      detail: string;
    };

export type CloseAccountResult =
  | { status: 'closed'; orderNumber: string }
  | {
      status: 'error';
      orderNumber: string;
      reason: 'timeout' | 'network' | 'provider' | 'answer';
      detail: string;
    };

export interface VirtualAccountGateway {
  issue(input: IssueAccountInput): Promise<IssueAccountResult>;
  /**
   * Closes the order's account (decision 0787): it takes no more deposits. Idempotent at the
   * provider: closing a closed account, or one it never issued, answers closed.
   */
  close(orderNumber: string): Promise<CloseAccountResult>;
}

/** POST {provider}/virtual-accounts: the request fields, in the card protocol's naming. */
export interface IssueAccountFields {
  contract_code: string;
  order_number: string;
  item_price: string;
  /** YYYYMMDD */
  due_date: string;
}

/** The answer: result 1 with the account, or 9 with the provider's error. */
export const issueAccountAnswerSchema = z.object({
  result: z.enum(['1', '9']),
  order_number: z.string(),
  bank_name: z.string().default(''),
  branch_name: z.string().default(''),
  account_type: z.string().default(''),
  account_number: z.string().default(''),
  account_holder: z.string().default(''),
  err_code: z.string().default(''),
  err_detail: z.string().default(''),
});
export type IssueAccountAnswer = z.output<typeof issueAccountAnswerSchema>;

/** POST {provider}/virtual-accounts/close: result 1 once the account is closed, 9 with the error. */
export const closeAccountAnswerSchema = z.object({
  result: z.enum(['1', '9']),
  order_number: z.string(),
  err_code: z.string().default(''),
  err_detail: z.string().default(''),
});
export type CloseAccountAnswer = z.output<typeof closeAccountAnswerSchema>;

export function httpVirtualAccountGateway(options: {
  baseUrl: string;
  contractCode: string;
  timeoutMs: number;
  fetch?: FetchLike;
}): VirtualAccountGateway {
  return {
    async issue(input) {
      const fields: IssueAccountFields = {
        contract_code: options.contractCode,
        order_number: input.orderNumber,
        item_price: String(input.amount),
        due_date: input.dueDate.replaceAll('-', ''),
      };
      const call = await postToProvider(
        options,
        '/virtual-accounts',
        { ...fields },
        issueAccountAnswerSchema,
      );
      const orderNumber = input.orderNumber;
      if (!call.ok) return { status: 'error', orderNumber, reason: call.reason, detail: call.detail };
      const answer = call.answer;
      if (answer.result === '9')
        return {
          status: 'error',
          orderNumber,
          reason: 'provider',
          detail: `${answer.err_code} ${answer.err_detail}`.trim(),
        };
      const account = bankAccountSchema.safeParse({
        bankName: answer.bank_name,
        branchName: answer.branch_name,
        accountType: answer.account_type,
        accountNumber: answer.account_number,
        accountHolder: answer.account_holder,
      });
      if (!account.success || answer.order_number !== orderNumber)
        return {
          status: 'error',
          orderNumber,
          reason: 'answer',
          detail: 'an account answer that does not read',
        };
      return { status: 'issued', orderNumber, account: account.data };
    },
    async close(orderNumber) {
      const call = await postToProvider(
        options,
        '/virtual-accounts/close',
        { contract_code: options.contractCode, order_number: orderNumber },
        closeAccountAnswerSchema,
      );
      if (!call.ok) return { status: 'error', orderNumber, reason: call.reason, detail: call.detail };
      if (call.answer.result === '9')
        return {
          status: 'error',
          orderNumber,
          reason: 'provider',
          detail: `${call.answer.err_code} ${call.answer.err_detail}`.trim(),
        };
      return { status: 'closed', orderNumber };
    },
  };
}

export function virtualAccountGatewayFor(app: FastifyInstance): VirtualAccountGateway {
  const { vbank, publicUrl, sandboxPay } = app.config;
  const own = sandboxPay && vbank.providerUrl === `${publicUrl}${SANDBOX_PAY_PATH}`;
  return httpVirtualAccountGateway({
    baseUrl: own ? SANDBOX_PAY_PATH : vbank.providerUrl,
    contractCode: vbank.contractCode,
    timeoutMs: vbank.timeoutMs,
    ...(own ? { fetch: injectFetch(app) } : {}),
  });
}
