// The charge API's request fields. They arrive form-encoded (every value a string), as the real
// provider takes them; JSON with numbers is read the same way.
import { z } from 'zod';
import { safeString } from '@shop/domain/validation';
import { INSTALLMENT_COUNTS, PAYMENT_KINDS } from '../payments/provider-protocol.ts';
import { CONTRACT_CODE } from './tokens.ts';

/** Any body: the handlers answer a bad field in the provider's own way, not with our API's envelope. */
export const formBody = z.record(safeString(), z.unknown()).optional();

const asString = (value: unknown) => (typeof value === 'number' ? String(value) : (value ?? ''));
const field = <T extends z.core.SomeType>(schema: T) => z.preprocess(asString, schema);

export const MAX_AMOUNT = 9_999_999;

export const chargeRequestSchema = z
  .object({
    contract_code: field(safeString().check(z.regex(CONTRACT_CODE))),
    order_number: field(safeString().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
    item_price: field(safeString().check(z.regex(/^\d{1,7}$/))),
    token: field(safeString().check(z.minLength(1), z.maxLength(128))),
    card_st_code: field(z.enum(PAYMENT_KINDS)),
    pay_time: field(safeString()),
    tds_check_code: field(safeString().check(z.regex(/^[01]?$/))),
  })
  .transform((fields, context) => {
    const amount = Number(fields.item_price);
    if (amount < 1 || amount > MAX_AMOUNT) {
      context.addIssue({ code: 'custom', path: ['item_price'], message: `1 to ${MAX_AMOUNT}` });
    }
    let payTimes: number | null = null;
    if (fields.card_st_code === '61') {
      payTimes = Number(fields.pay_time);
      if (!(INSTALLMENT_COUNTS as readonly number[]).includes(payTimes)) {
        context.addIssue({
          code: 'custom',
          path: ['pay_time'],
          message: `one of ${INSTALLMENT_COUNTS.join(',')}`,
        });
      }
    }
    return {
      contractCode: fields.contract_code,
      orderNumber: fields.order_number,
      amount,
      token: fields.token,
      paymentKind: fields.card_st_code,
      payTimes,
      threeDSecure: fields.tds_check_code === '1',
    };
  });
export type ChargeRequest = z.output<typeof chargeRequestSchema>;

export const inquiryRequestSchema = z
  .object({
    contract_code: field(safeString().check(z.regex(CONTRACT_CODE))),
    order_number: field(safeString().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
  })
  .transform((fields) => ({ contractCode: fields.contract_code, orderNumber: fields.order_number }));

export const completeRequestSchema = z
  .object({
    contract_code: field(safeString().check(z.regex(CONTRACT_CODE))),
    order_number: field(safeString().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
    tds_pares: field(safeString().check(z.minLength(1), z.maxLength(4096))),
  })
  .transform((fields) => ({
    contractCode: fields.contract_code,
    orderNumber: fields.order_number,
    paRes: fields.tds_pares,
  }));
export type CompleteRequest = z.output<typeof completeRequestSchema>;

export const refundRequestSchema = z
  .object({
    contract_code: field(safeString().check(z.regex(CONTRACT_CODE))),
    order_number: field(safeString().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/))),
    item_price: field(safeString().check(z.regex(/^\d{1,7}$/))),
  })
  .transform((fields) => ({
    contractCode: fields.contract_code,
    orderNumber: fields.order_number,
    remainingAmount: Number(fields.item_price),
  }));

/** The fields a parameter error names, for err_detail. */
export function badFields(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.path.join('.')))].join(',');
}

/** The echoed order number of a request that failed to parse. */
export function rawOrderNumber(body: Record<string, unknown> | undefined): string {
  const value = body?.order_number;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
