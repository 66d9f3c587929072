// Calls to the stand-in shared by its tests, through app.inject and with form bodies, as the
// browser and the shop's server send them.
import type { FastifyInstance } from 'fastify';
import type { InquiryAnswer, ProviderAnswer } from '../payments/provider-protocol.ts';
import { TEST_CARDS, type TokenFields } from './card-rules.ts';
import type { TokenAnswer } from './tokens.ts';

export const CONTRACT = '12345678';

export const goodCard: TokenFields = {
  cardno: TEST_CARDS.approve,
  expire: '202904',
  securitycode: '123',
  holdername: 'TARO YAMADA',
};

export async function postForm(app: FastifyInstance, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export async function requestToken(
  app: FastifyInstance,
  card: Partial<TokenFields> = {},
  contractCode = CONTRACT,
) {
  const response = await postForm(app, '/sandbox-pay/tokens', {
    contract_code: contractCode,
    ...goodCard,
    ...card,
  });
  return response.json<TokenAnswer>();
}

/** A token for the card, failing the test when none is issued. */
export async function tokenFor(app: FastifyInstance, card: Partial<TokenFields> = {}): Promise<string> {
  const answer = await requestToken(app, card);
  if (!answer.tokenObject) throw new Error(`no token: ${answer.resultCode}`);
  return answer.tokenObject.token;
}

let orderCounter = 0;
/** A fresh order number per call. */
export const newOrderNumber = (): string => `T${Date.now().toString(36)}${(orderCounter++).toString(36)}`;

export async function charge(app: FastifyInstance, fields: Record<string, string>): Promise<ProviderAnswer> {
  const response = await postForm(app, '/sandbox-pay/charges', {
    contract_code: CONTRACT,
    item_price: '12345',
    card_st_code: '10',
    pay_time: '',
    tds_check_code: '1',
    ...fields,
  });
  return response.json<ProviderAnswer>();
}

export async function complete(
  app: FastifyInstance,
  orderNumber: string,
  paRes: string,
): Promise<ProviderAnswer> {
  const response = await postForm(app, '/sandbox-pay/charges/complete', {
    contract_code: CONTRACT,
    order_number: orderNumber,
    tds_pares: paRes,
  });
  return response.json<ProviderAnswer>();
}

/** The value of a hidden input in one of the stand-in's pages. */
export function hiddenValue(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`no ${name} in page`);
  return match[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

export async function inquire(
  app: FastifyInstance,
  orderNumber: string,
  contractCode = CONTRACT,
): Promise<InquiryAnswer> {
  const response = await postForm(app, '/sandbox-pay/charges/inquiry', {
    contract_code: contractCode,
    order_number: orderNumber,
  });
  return response.json<InquiryAnswer>();
}
