import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PRODUCTION_ENV, PRODUCTION_SHOP_PROFILE } from '../../test/production-env.ts';
import { loadConfig } from '../config.ts';
import { TEST_CARDS } from '../sandbox-pay/card-rules.ts';
import { CONTRACT, newOrderNumber, postForm, tokenFor } from '../sandbox-pay/test-support.ts';
import { cardGatewayFor, usesOwnSandbox } from './card-gateway.ts';
import type { CardGateway, ChargeInput } from './gateway.ts';
import { httpCardGateway } from './http-gateway.ts';
import { paymentMessages } from './messages.ts';

let t: TestApp;
let gateway: CardGateway;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  gateway = httpCardGateway({
    baseUrl: `http://127.0.0.1:${port}/sandbox-pay`,
    contractCode: CONTRACT,
    timeoutMs: 5000,
  });
});
afterAll(async () => t.close());

const input = async (change: Partial<ChargeInput> & { cardno?: string } = {}): Promise<ChargeInput> => {
  const { cardno, ...rest } = change;
  return {
    orderNumber: newOrderNumber(),
    amount: 12345,
    token: await tokenFor(t.app, cardno ? { cardno } : {}),
    paymentKind: '10',
    ...rest,
  };
};

/** Passes the challenge page as the customer would, and gives what it posts back to TermUrl. */
async function passChallenge(pareq: string, md: string, action: 'authenticate' | 'cancel') {
  await postForm(t.app, '/sandbox-pay/tds', { PaReq: pareq, TermUrl: 'https://shop.example/tds', MD: md });
  const back = await postForm(t.app, '/sandbox-pay/tds/answer', {
    PaReq: pareq,
    MD: md,
    password: '1234',
    action,
  });
  return {
    paRes: /name="PaRes" value="([^"]+)"/.exec(back.body)?.[1] ?? '',
    md: /name="MD" value="([^"]+)"/.exec(back.body)?.[1] ?? '',
  };
}

describe('httpCardGateway against the stand-in over HTTP', () => {
  it('pays a good card', async () => {
    const charge = await input();
    expect(await gateway.charge(charge)).toEqual({
      status: 'paid',
      orderNumber: charge.orderNumber,
      transactionId: expect.stringMatching(/^\d{9}$/) as unknown,
    });
  });

  it('pays in instalments and revolving', async () => {
    expect((await gateway.charge(await input({ paymentKind: '61', payTimes: 12 }))).status).toBe('paid');
    expect((await gateway.charge(await input({ paymentKind: '80' }))).status).toBe('paid');
  });

  it('declines the refused test card with a Japanese message for the customer', async () => {
    const charge = await input({ cardno: TEST_CARDS.decline });
    expect(await gateway.charge(charge)).toEqual({
      status: 'declined',
      orderNumber: charge.orderNumber,
      code: 'CARD_DECLINED',
      message: paymentMessages.declined,
    });
  });

  it('declines a Luhn-invalid number and a spent token, each with its message', async () => {
    const invalid = await gateway.charge(await input({ cardno: '4111111111111112' }));
    expect(invalid).toMatchObject({ status: 'declined', message: paymentMessages.cardNumberInvalid });
    const token = await tokenFor(t.app);
    await gateway.charge({ ...(await input()), token });
    const reused = await gateway.charge({ ...(await input()), token });
    expect(reused).toMatchObject({
      status: 'declined',
      code: 'TOKEN_USED',
      message: paymentMessages.tokenInvalid,
    });
  });

  it('is refused a repeated order number (a provider error), and learns the first charge by inquiry', async () => {
    const charge = await input();
    const first = await gateway.charge(charge);
    if (first.status !== 'paid') throw new Error(`expected paid, got ${first.status}`);
    const again = await gateway.charge({ ...charge, token: await tokenFor(t.app) });
    expect(again).toMatchObject({ status: 'error', reason: 'provider' });
    if (again.status === 'error') expect(again.detail).toContain('ORDER_NUMBER_USED');
    expect(await gateway.inquire(charge.orderNumber)).toEqual({
      status: 'paid',
      orderNumber: charge.orderNumber,
      transactionId: first.transactionId,
    });
  });

  it('inquires: declined with the code, pending during 3-D Secure, not found', async () => {
    const declined = await input({ cardno: TEST_CARDS.decline });
    await gateway.charge(declined);
    expect(await gateway.inquire(declined.orderNumber)).toEqual({
      status: 'declined',
      orderNumber: declined.orderNumber,
      code: 'CARD_DECLINED',
    });
    const challenged = await input({ cardno: TEST_CARDS.challenge });
    await gateway.charge(challenged);
    expect(await gateway.inquire(challenged.orderNumber)).toMatchObject({ status: 'pending' });
    const unknown = newOrderNumber();
    expect(await gateway.inquire(unknown)).toEqual({ status: 'notFound', orderNumber: unknown });
  });

  it('goes through 3-D Secure: challenge, then complete → paid', async () => {
    const charge = await input({ cardno: TEST_CARDS.challenge });
    const result = await gateway.charge(charge);
    if (result.status !== 'challenge') throw new Error(`expected a challenge, got ${result.status}`);
    expect(result).toEqual({
      status: 'challenge',
      orderNumber: charge.orderNumber,
      redirect: `${t.config.publicUrl}/sandbox-pay/tds`,
      pareq: expect.any(String) as unknown,
      md: charge.orderNumber,
    });
    const back = await passChallenge(result.pareq, result.md, 'authenticate');
    expect(await gateway.completeThreeDSecure(back)).toMatchObject({
      status: 'paid',
      orderNumber: charge.orderNumber,
    });
  });

  it('goes through 3-D Secure: cancelled challenge → declined with the 3-D Secure message', async () => {
    const result = await gateway.charge(await input({ cardno: TEST_CARDS.challenge }));
    if (result.status !== 'challenge') throw new Error(`expected a challenge, got ${result.status}`);
    const back = await passChallenge(result.pareq, result.md, 'cancel');
    expect(await gateway.completeThreeDSecure(back)).toMatchObject({
      status: 'declined',
      code: 'TDS_FAILED',
      message: paymentMessages.threeDSecureFailed,
    });
  });

  it('turns a provider system error (result 9) into an error with a Japanese message', async () => {
    const result = await gateway.charge({ ...(await input()), amount: 0 });
    expect(result).toMatchObject({
      status: 'error',
      reason: 'provider',
      message: paymentMessages.providerError,
    });
    if (result.status === 'error') expect(result.detail).toContain('INVALID_PARAMETER');
  });
});

describe('httpCardGateway when the provider misbehaves', () => {
  const servers: http.Server[] = [];
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  async function serve(handler: http.RequestListener): Promise<string> {
    const server = http.createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const gatewayAt = (baseUrl: string, timeoutMs = 300) =>
    httpCardGateway({ baseUrl, contractCode: CONTRACT, timeoutMs });
  const someCharge: ChargeInput = { orderNumber: 'A1', amount: 100, token: 'tok', paymentKind: '10' };

  it('gives up on a provider that never answers, with a Japanese message and no exception', async () => {
    // Takes the request and never answers.
    const baseUrl = await serve(() => undefined);
    // The reason says the gateway's own timeout ended the wait (no wall-clock bound: busy machines).
    const result = await gatewayAt(baseUrl).charge(someCharge);
    expect(result).toMatchObject({
      status: 'error',
      orderNumber: 'A1',
      reason: 'timeout',
      message: paymentMessages.timeout,
    });
  });

  it('turns an inquiry nobody answers, or an unreadable one, into an error', async () => {
    expect(await gatewayAt(await serve(() => undefined)).inquire('A1')).toMatchObject({
      status: 'error',
      orderNumber: 'A1',
      reason: 'timeout',
    });
    const unreadable = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"result":"1","order_number":"A1"}');
    });
    expect(await gatewayAt(unreadable, 5000).inquire('A1')).toMatchObject({
      status: 'error',
      reason: 'answer',
    });
  });

  it('gives up on a provider that sends headers and then stalls', async () => {
    const baseUrl = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"result":');
    });
    const result = await gatewayAt(baseUrl).completeThreeDSecure({ md: 'A1', paRes: 'x' });
    expect(result).toMatchObject({ status: 'error', reason: 'timeout' });
  });

  it('reports a provider it cannot reach', async () => {
    const baseUrl = await serve(() => undefined);
    const closed = servers.pop();
    closed?.closeAllConnections();
    await new Promise((resolve) => closed?.close(resolve));
    const result = await gatewayAt(baseUrl, 5000).charge(someCharge);
    expect(result).toMatchObject({
      status: 'error',
      reason: 'network',
      message: paymentMessages.unreachable,
    });
    if (result.status === 'error') expect(result.detail).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it.each([
    [500, 'application/json', '{"message":"down"}', 'provider'],
    [200, 'text/html', '<html>maintenance</html>', 'answer'],
    [200, 'application/json', '{"result":"7","order_number":"A1"}', 'answer'],
    [200, 'application/json', '{"result":"6","order_number":"A1"}', 'answer'],
  ])('turns HTTP %i %s %j into an error (%s)', async (status, type, body, reason) => {
    const baseUrl = await serve((_request, response) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    });
    const result = await gatewayAt(baseUrl, 5000).charge(someCharge);
    expect(result).toMatchObject({ status: 'error', reason, message: paymentMessages.providerError });
  });

  it('sends the provider form fields, asking for 3-D Secure unless told not to', async () => {
    const bodies: Record<string, string>[] = [];
    const baseUrl = await serve((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        expect(request.url).toBe('/charges');
        expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
        bodies.push(Object.fromEntries(new URLSearchParams(body)));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"result":"1","order_number":"A1","trans_code":"7"}');
      });
    });
    const provider = gatewayAt(`${baseUrl}/`, 5000);
    expect(await provider.charge({ ...someCharge, paymentKind: '61', payTimes: 3 })).toEqual({
      status: 'paid',
      orderNumber: 'A1',
      transactionId: '7',
    });
    await provider.charge({ ...someCharge, threeDSecure: false });
    expect(bodies).toEqual([
      {
        contract_code: CONTRACT,
        order_number: 'A1',
        item_price: '100',
        token: 'tok',
        card_st_code: '61',
        pay_time: '3',
        tds_check_code: '1',
      },
      {
        contract_code: CONTRACT,
        order_number: 'A1',
        item_price: '100',
        token: 'tok',
        card_st_code: '10',
        pay_time: '',
        tds_check_code: '0',
      },
    ]);
  });
});

describe('cardGatewayFor (chosen by configuration)', () => {
  it('calls the own stand-in in process by default, with the configured contract code', async () => {
    const ownGateway = cardGatewayFor(t.app);
    const token = await postForm(t.app, '/sandbox-pay/tokens', {
      contract_code: t.config.cardContractCode,
      cardno: TEST_CARDS.approve,
      expire: '202904',
      securitycode: '123',
      holdername: '',
    });
    const result = await ownGateway.charge({
      orderNumber: newOrderNumber(),
      amount: 500,
      token: token.json<{ tokenObject: { token: string } }>().tokenObject.token,
      paymentKind: '10',
    });
    expect(result.status).toBe('paid');
  });

  it('reads the provider settings from the environment, defaulting to the stand-in', () => {
    const defaults = loadConfig({ APP_ENV: 'test', PUBLIC_URL: 'https://shop.example/' });
    expect(defaults).toMatchObject({
      cardProviderUrl: 'https://shop.example/sandbox-pay',
      cardTokenScriptUrl: 'https://shop.example/sandbox-pay/token.js',
      cardContractCode: '00000000',
      cardProviderTimeoutMs: 20000,
    });
    expect(usesOwnSandbox(defaults)).toBe(true);

    const real = loadConfig({
      APP_ENV: 'production',
      CARD_PROVIDER_URL: 'https://provider.example/api/',
      CARD_TOKEN_SCRIPT_URL: 'https://js.provider.example/token.js',
      CARD_CONTRACT_CODE: '12345678',
      CARD_PROVIDER_TIMEOUT_MS: '15000',
      SHOP_PROFILE: PRODUCTION_SHOP_PROFILE,
      STAFF_TOTP_KEY: PRODUCTION_ENV.STAFF_TOTP_KEY,
    });
    expect(real).toMatchObject({
      cardProviderUrl: 'https://provider.example/api',
      cardTokenScriptUrl: 'https://js.provider.example/token.js',
      cardContractCode: '12345678',
      cardProviderTimeoutMs: 15000,
    });
    expect(usesOwnSandbox(real)).toBe(false);
    expect(() => loadConfig({ CARD_CONTRACT_CODE: 'abc' })).toThrow(/CARD_CONTRACT_CODE/);
  });
});
