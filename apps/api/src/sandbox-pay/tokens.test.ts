import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_ERROR_CODES, cardErrorMessage } from '@shop/domain/validation';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { TEST_CARDS, type TokenFields } from './card-rules.ts';
import { CONTRACT, charge, newOrderNumber, requestToken } from './test-support.ts';
import type { TokenAnswer } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fieldCases: [string, Partial<TokenFields>][] = [
  ['100', { cardno: '' }],
  ['101', { cardno: '4111-1111-1111-111a' }],
  ['102', { cardno: '4111111111111' }],
  ['102', { cardno: '41111111111111111' }],
  ['110', { expire: '' }],
  ['111', { expire: '29a4' }],
  ['112', { expire: '29041' }],
  ['112', { expire: '20290' }],
  ['113', { expire: '2913' }],
  ['113', { expire: '202900' }],
  ['121', { securitycode: '1a3' }],
  ['122', { securitycode: '12' }],
  ['122', { securitycode: '12345' }],
  ['122', { securitycode: '' }],
  ['131', { holdername: 'ヤマダ タロウ' }],
  ['132', { holdername: `${'A'.repeat(25)} ${'B'.repeat(25)}` }],
];

describe('POST /sandbox-pay/tokens', () => {
  it('issues a token valid 30 minutes with the masked number, never the number', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/tokens',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        contract_code: CONTRACT,
        cardno: '4111 1111 1111 1111',
        expire: '202904',
        securitycode: '123',
        holdername: 'TARO YAMADA',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const answer = response.json<TokenAnswer>();
    expect(answer).toEqual({
      resultCode: '000',
      tokenObject: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) as unknown,
        // TEST_NOW is 2026-11-20 10:00 in Tokyo.
        toBeExpiredAt: '2026-11-20T10:30:00+09:00',
        maskedCardNo: '411111******1111',
        isSecurityCodeSet: true,
      },
    });
    expect(response.body).not.toContain('4111111111111111');
  });

  it.each(fieldCases)('answers code %s for %j, with no token', async (code, card) => {
    const answer = await requestToken(t.app, card);
    expect(answer).toEqual({ resultCode: code });
    expect(cardErrorMessage(code)).not.toBe('');
  });

  it('reaches every card-field code of spec point 5', () => {
    const reached = new Set(fieldCases.map(([code]) => code));
    expect([...reached].sort()).toEqual(CARD_ERROR_CODES.map(String).sort());
  });

  // Now is November 2026: only reading 26 as 2026 makes October expired and December good.
  it.each([
    ['2610', '0'],
    ['202610', '0'],
    ['2611', '1'],
    ['2612', '1'],
    ['202612', '1'],
  ])('reads expire %s with a 2-digit year as 20YY: the charge answers result %s', async (expire, result) => {
    const answer = await requestToken(t.app, { expire });
    expect(answer.resultCode).toBe('000');
    const paid = await charge(t.app, {
      order_number: newOrderNumber(),
      token: answer.tokenObject?.token ?? '',
    });
    expect(paid.result).toBe(result);
    if (result === '0') expect(paid.err_code).toBe('CARD_EXPIRED');
  });

  it('issues a token for a Luhn-invalid number: the provider refuses it at the charge, with no field code', async () => {
    const answer = await requestToken(t.app, { cardno: '4111111111111112' });
    expect(answer.resultCode).toBe('000');
  });

  it.each(['', '1234567', 'abcdefgh'])(
    'answers system code 901 for contract code %j',
    async (contractCode) => {
      expect(await requestToken(t.app, {}, contractCode)).toEqual({ resultCode: '901' });
      expect(cardErrorMessage('901')).toBe('');
    },
  );
});

describe('GET /sandbox-pay/token.js in a browser-like context', () => {
  interface Global {
    EpsilonToken: {
      init(code: string): void;
      getToken(card: Partial<TokenFields>, callback: (answer: TokenAnswer) => void): void;
    };
  }

  /** Loads the served script into a fresh global with `fetch` answered by the app (or by `fetchImpl`). */
  async function loadScript(fetchImpl?: typeof fetch): Promise<Global> {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox-pay/token.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    const appFetch = async (url: string, init: RequestInit) => {
      expect(url).toBe('https://shop.example/sandbox-pay/tokens');
      // The script posts a form string, which needs no CORS preflight.
      expect(typeof init.body).toBe('string');
      const answer = await t.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: init.headers as Record<string, string>,
        payload: init.body as string,
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    };
    const context = vm.createContext({
      document: { currentScript: { src: 'https://shop.example/sandbox-pay/token.js' } },
      fetch: fetchImpl ?? appFetch,
      URLSearchParams,
      AbortController,
      setTimeout,
      clearTimeout,
    });
    vm.runInContext(response.body, context);
    return context as unknown as Global;
  }

  const getToken = (global: Global, card: Partial<TokenFields>) =>
    new Promise<TokenAnswer>((resolve) => global.EpsilonToken.getToken(card, resolve));

  it('turns a card into a token the charge API accepts', async () => {
    const global = await loadScript();
    global.EpsilonToken.init(CONTRACT);
    const answer = await getToken(global, {
      cardno: TEST_CARDS.approve,
      expire: '2904',
      securitycode: '123',
      holdername: 'TARO YAMADA',
    });
    expect(answer.resultCode).toBe('000');
    expect(answer.tokenObject?.maskedCardNo).toBe('411111******1111');
    const paid = await charge(t.app, {
      order_number: newOrderNumber(),
      token: answer.tokenObject?.token ?? '',
    });
    expect(paid.result).toBe('1');
  });

  it('passes the field codes through', async () => {
    const global = await loadScript();
    global.EpsilonToken.init(CONTRACT);
    expect(await getToken(global, { cardno: '', expire: '2904', securitycode: '123' })).toEqual({
      resultCode: '100',
    });
    expect(
      await getToken(global, { cardno: TEST_CARDS.approve, expire: '2913', securitycode: '123' }),
    ).toEqual({
      resultCode: '113',
    });
  });

  it('answers 901 without init, 902 when the provider is unreachable, 903 on a provider error', async () => {
    const withoutInit = await loadScript();
    expect(await getToken(withoutInit, {})).toEqual({ resultCode: '901' });

    const unreachable = await loadScript(() => Promise.reject(new TypeError('Failed to fetch')));
    unreachable.EpsilonToken.init(CONTRACT);
    expect(await getToken(unreachable, {})).toEqual({ resultCode: '902' });

    const failing = await loadScript(() => Promise.resolve(new Response('oops', { status: 500 })));
    failing.EpsilonToken.init(CONTRACT);
    expect(await getToken(failing, {})).toEqual({ resultCode: '903' });
  });

  it('calls back asynchronously, even for an answer it knows at once', async () => {
    const global = await loadScript();
    let called = false;
    const done = new Promise<void>((resolve) =>
      global.EpsilonToken.getToken({}, () => {
        called = true;
        resolve();
      }),
    );
    expect(called).toBe(false);
    await done;
    expect(called).toBe(true);
  });
});
