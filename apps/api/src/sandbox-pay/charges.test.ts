import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { TEST_NOW } from '../../test/clock.ts';
import { sandboxCharges } from '../db/schema.ts';
import { TEST_CARDS } from './card-rules.ts';
import { CONTRACT, charge, complete, inquire, newOrderNumber, postForm, tokenFor } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => t.setNow(TEST_NOW));

describe('POST /sandbox-pay/charges: the test cards', () => {
  it('pays 4111 1111 1111 1111 at once, with a transaction code', async () => {
    const orderNumber = newOrderNumber();
    const answer = await charge(t.app, { order_number: orderNumber, token: await tokenFor(t.app) });
    expect(answer).toEqual({
      result: '1',
      order_number: orderNumber,
      err_code: '',
      err_detail: '',
      trans_code: expect.stringMatching(/^\d{9}$/) as unknown,
    });
  });

  it('asks 3-D Secure for 4000 0000 0000 3220, with the challenge page, pareq and md', async () => {
    const orderNumber = newOrderNumber();
    const answer = await charge(t.app, {
      order_number: orderNumber,
      token: await tokenFor(t.app, { cardno: TEST_CARDS.challenge }),
    });
    expect(answer).toMatchObject({
      result: '6',
      order_number: orderNumber,
      acsurl: `${t.config.publicUrl}/sandbox-pay/tds`,
      pareq: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) as unknown,
      md: orderNumber,
    });
  });

  it('refuses 4000 0000 0000 3220 when the shop does not ask for 3-D Secure', async () => {
    const answer = await charge(t.app, {
      order_number: newOrderNumber(),
      token: await tokenFor(t.app, { cardno: TEST_CARDS.challenge }),
      tds_check_code: '0',
    });
    expect(answer).toMatchObject({ result: '0', err_code: 'TDS_REQUIRED' });
  });

  it.each([
    [TEST_CARDS.decline, 'CARD_DECLINED'],
    ['4111111111111112', 'CARD_NUMBER_INVALID'],
  ])('refuses %s with %s', async (cardno, code) => {
    const answer = await charge(t.app, {
      order_number: newOrderNumber(),
      token: await tokenFor(t.app, { cardno }),
    });
    expect(answer).toMatchObject({ result: '0', err_code: code, trans_code: '' });
    expect(answer.err_detail).not.toBe('');
  });

  it.each(['5555555555554444', '3530111333300000', '378282246310005'])(
    'pays any other Luhn-valid number (%s) without a challenge',
    async (cardno) => {
      const answer = await charge(t.app, {
        order_number: newOrderNumber(),
        token: await tokenFor(t.app, { cardno }),
      });
      expect(answer.result).toBe('1');
    },
  );

  it.each([
    ['10', ''],
    ['61', '3'],
    ['61', '24'],
    ['80', ''],
  ])('takes payment kind %s with %j payments', async (kind, payTime) => {
    const answer = await charge(t.app, {
      order_number: newOrderNumber(),
      token: await tokenFor(t.app),
      card_st_code: kind,
      pay_time: payTime,
    });
    expect(answer.result).toBe('1');
  });
});

describe('POST /sandbox-pay/charges: tokens', () => {
  it('takes a token once: a second charge with it is refused', async () => {
    const token = await tokenFor(t.app);
    expect((await charge(t.app, { order_number: newOrderNumber(), token })).result).toBe('1');
    expect(await charge(t.app, { order_number: newOrderNumber(), token })).toMatchObject({
      result: '0',
      err_code: 'TOKEN_USED',
    });
  });

  it('spends the token even when the card is refused', async () => {
    const token = await tokenFor(t.app, { cardno: TEST_CARDS.decline });
    expect((await charge(t.app, { order_number: newOrderNumber(), token })).err_code).toBe('CARD_DECLINED');
    expect((await charge(t.app, { order_number: newOrderNumber(), token })).err_code).toBe('TOKEN_USED');
  });

  it('takes a token up to 30 minutes after it was issued, not after', async () => {
    const fresh = await tokenFor(t.app);
    const stale = await tokenFor(t.app);
    t.setNow(new Date(TEST_NOW.getTime() + 30 * 60 * 1000 - 1000));
    expect((await charge(t.app, { order_number: newOrderNumber(), token: fresh })).result).toBe('1');
    t.setNow(new Date(TEST_NOW.getTime() + 30 * 60 * 1000));
    expect(await charge(t.app, { order_number: newOrderNumber(), token: stale })).toMatchObject({
      result: '0',
      err_code: 'TOKEN_EXPIRED',
    });
  });

  it('refuses a token it never issued, or issued for another contract', async () => {
    expect((await charge(t.app, { order_number: newOrderNumber(), token: 'no-such-token' })).err_code).toBe(
      'TOKEN_NOT_FOUND',
    );
    const token = await tokenFor(t.app);
    const other = await charge(t.app, { order_number: newOrderNumber(), token, contract_code: '87654321' });
    expect(other.err_code).toBe('TOKEN_NOT_FOUND');
  });
});

describe('POST /sandbox-pay/charges: one charge per order number, as the real providers', () => {
  const used = (orderNumber: string) => ({
    result: '9',
    order_number: orderNumber,
    err_code: 'ORDER_NUMBER_USED',
    err_detail: 'このオーダー番号は既に使用されています',
    trans_code: '',
  });

  it('refuses a repeated order number with the provider error code, charging nothing and spending no token', async () => {
    const orderNumber = newOrderNumber();
    const first = await charge(t.app, { order_number: orderNumber, token: await tokenFor(t.app) });
    const secondToken = await tokenFor(t.app);
    const repeat = await charge(t.app, { order_number: orderNumber, token: secondToken, item_price: '1' });
    expect(first.result).toBe('1');
    expect(repeat).toEqual(used(orderNumber));
    const rows = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderNumber, orderNumber));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe(12345);
    expect((await charge(t.app, { order_number: newOrderNumber(), token: secondToken })).result).toBe('1');
  });

  it('refuses a repeat after a refusal too: a new attempt needs a new order number', async () => {
    const orderNumber = newOrderNumber();
    const first = await charge(t.app, {
      order_number: orderNumber,
      token: await tokenFor(t.app, { cardno: TEST_CARDS.decline }),
    });
    expect(first.result).toBe('0');
    const retry = await charge(t.app, { order_number: orderNumber, token: await tokenFor(t.app) });
    expect(retry).toEqual(used(orderNumber));
  });

  it('charges once under concurrent calls with one order number, refuses the others and leaves their tokens unspent', async () => {
    const orderNumber = newOrderNumber();
    const tokens = await Promise.all(Array.from({ length: 8 }, () => tokenFor(t.app)));
    const answers = await Promise.all(
      tokens.map((token) => charge(t.app, { order_number: orderNumber, token })),
    );
    expect(answers.filter((answer) => answer.result === '1')).toHaveLength(1);
    expect(answers.filter((answer) => answer.err_code === 'ORDER_NUMBER_USED')).toHaveLength(7);
    const rows = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderNumber, orderNumber));
    expect(rows).toHaveLength(1);
    // Only the winner's token was spent: the others still pay a new order.
    const unspent = tokens.filter((token) => token !== rows[0]?.token);
    expect(unspent).toHaveLength(7);
    expect((await charge(t.app, { order_number: newOrderNumber(), token: unspent[0] ?? '' })).result).toBe(
      '1',
    );
  });
});

describe('POST /sandbox-pay/charges/inquiry: the fate of a charge by its order number', () => {
  it('tells paid with the transaction code, declined with the error code, and not found', async () => {
    const paidNumber = newOrderNumber();
    const paid = await charge(t.app, { order_number: paidNumber, token: await tokenFor(t.app) });
    expect(await inquire(t.app, paidNumber)).toEqual({
      result: '1',
      order_number: paidNumber,
      state: 'paid',
      trans_code: paid.trans_code,
      err_code: '',
      err_detail: '',
    });
    const declinedNumber = newOrderNumber();
    await charge(t.app, {
      order_number: declinedNumber,
      token: await tokenFor(t.app, { cardno: TEST_CARDS.decline }),
    });
    expect(await inquire(t.app, declinedNumber)).toMatchObject({
      state: 'declined',
      err_code: 'CARD_DECLINED',
    });
    expect(await inquire(t.app, newOrderNumber())).toMatchObject({ result: '1', state: 'not_found' });
    // Another contract's charge is not this one's.
    expect(await inquire(t.app, paidNumber, '87654321')).toMatchObject({ state: 'not_found' });
  });

  it('tells pending while the 3-D Secure challenge is open; asking charges nothing', async () => {
    const orderNumber = newOrderNumber();
    await charge(t.app, {
      order_number: orderNumber,
      token: await tokenFor(t.app, { cardno: TEST_CARDS.challenge }),
    });
    expect(await inquire(t.app, orderNumber)).toMatchObject({ state: 'pending' });
    expect(await inquire(t.app, orderNumber)).toMatchObject({ state: 'pending' });
    const rows = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderNumber, orderNumber));
    expect(rows).toMatchObject([{ status: 'challenge' }]);
  });

  it('answers result 9 with the bad fields for a malformed inquiry', async () => {
    const res = await postForm(t.app, '/sandbox-pay/charges/inquiry', {
      contract_code: '1',
      order_number: '',
    });
    expect(res.json()).toMatchObject({
      result: '9',
      err_code: 'INVALID_PARAMETER',
      err_detail: expect.stringContaining('contract_code,order_number') as unknown,
    });
  });
});

describe('POST /sandbox-pay/charges: bad requests', () => {
  it.each([
    [{ contract_code: '1234' }, 'contract_code'],
    [{ order_number: 'has space' }, 'order_number'],
    [{ order_number: 'x'.repeat(33) }, 'order_number'],
    [{ item_price: '0' }, 'item_price'],
    [{ item_price: '12.5' }, 'item_price'],
    [{ item_price: '10000000' }, 'item_price'],
    [{ token: '' }, 'token'],
    [{ card_st_code: '20' }, 'card_st_code'],
    [{ card_st_code: '61', pay_time: '' }, 'pay_time'],
    [{ card_st_code: '61', pay_time: '7' }, 'pay_time'],
    [{ tds_check_code: '2' }, 'tds_check_code'],
  ])('answers result 9 for %j and spends nothing', async (change, field) => {
    const token = await tokenFor(t.app);
    const answer = await charge(t.app, { order_number: newOrderNumber(), token, ...change });
    expect(answer).toMatchObject({ result: '9', err_code: 'INVALID_PARAMETER' });
    expect(answer.err_detail).toContain(field);
    expect((await charge(t.app, { order_number: newOrderNumber(), token })).result).toBe('1');
  });

  it('reads a JSON body with numbers as the form would be read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/charges',
      payload: {
        contract_code: CONTRACT,
        order_number: newOrderNumber(),
        item_price: 500,
        token: await tokenFor(t.app),
        card_st_code: '10',
        tds_check_code: 1,
      },
    });
    expect(response.json<{ result: string }>().result).toBe('1');
  });
});

describe('3-D Secure: challenge page and completion', () => {
  async function challenge() {
    const orderNumber = newOrderNumber();
    const answer = await charge(t.app, {
      order_number: orderNumber,
      token: await tokenFor(t.app, { cardno: TEST_CARDS.challenge }),
    });
    return { orderNumber, pareq: answer.pareq ?? '', md: answer.md ?? '' };
  }

  const termUrl = 'https://shop.example/api/v2/purchase/tds?p=1&q=2';

  async function openPage(pareq: string, md: string) {
    return postForm(t.app, '/sandbox-pay/tds', { PaReq: pareq, TermUrl: termUrl, MD: md });
  }

  async function answerPage(fields: Record<string, string>) {
    return postForm(t.app, '/sandbox-pay/tds/answer', fields);
  }

  const paResOf = (html: string) => /name="PaRes" value="([^"]+)"/.exec(html)?.[1] ?? '';

  it('shows a phone-sized Japanese page with the amount, masked card and test hint', async () => {
    const { pareq, md } = await challenge();
    const page = await openPage(pareq, md);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const text of [
      '<html lang="ja">',
      'name="viewport" content="width=device-width, initial-scale=1"',
      '本人認証',
      'パスワード入力',
      'テスト用: 1234',
      '>認証する</button>',
      '>キャンセル</button>',
      '¥12,345',
      '400000******3220',
      '2026年11月20日(金)',
      `name="PaReq" value="${pareq}"`,
      `name="MD" value="${md}"`,
      'action="/sandbox-pay/tds/answer"',
    ]) {
      expect(page.body).toContain(text);
    }
  });

  it('authenticates with 1234, posts PaRes and MD back to TermUrl, and completion pays', async () => {
    const { orderNumber, pareq, md } = await challenge();
    await openPage(pareq, md);
    const back = await answerPage({ PaReq: pareq, MD: md, password: '1234', action: 'authenticate' });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('action="https://shop.example/api/v2/purchase/tds?p=1&#38;q=2"');
    expect(back.body).toContain(`name="MD" value="${md}"`);
    expect(back.body).toContain('本人認証が完了しました');
    expect(back.body).toContain("document.getElementById('return').submit()");
    const paRes = paResOf(back.body);

    const paid = await complete(t.app, md, paRes);
    expect(paid).toMatchObject({
      result: '1',
      order_number: orderNumber,
      trans_code: expect.stringMatching(/^\d{9}$/) as unknown,
    });
    // Finished: completing again answers the same; charging the order number again is refused.
    expect(await complete(t.app, md, paRes)).toEqual(paid);
    expect((await charge(t.app, { order_number: orderNumber, token: await tokenFor(t.app) })).err_code).toBe(
      'ORDER_NUMBER_USED',
    );
    expect(await inquire(t.app, orderNumber)).toMatchObject({ state: 'paid', trans_code: paid.trans_code });
  });

  it('accepts the password typed with full-width digits', async () => {
    const { pareq, md } = await challenge();
    await openPage(pareq, md);
    const back = await answerPage({ PaReq: pareq, MD: md, password: '１２３４', action: 'authenticate' });
    expect((await complete(t.app, md, paResOf(back.body))).result).toBe('1');
  });

  it('cancel posts a failing PaRes back, and completion refuses', async () => {
    const { pareq, md } = await challenge();
    await openPage(pareq, md);
    const back = await answerPage({ PaReq: pareq, MD: md, password: '', action: 'cancel' });
    expect(back.body).toContain('本人認証を中止しました');
    expect(await complete(t.app, md, paResOf(back.body))).toMatchObject({
      result: '0',
      err_code: 'TDS_FAILED',
    });
  });

  it('lets the customer retype a wrong password twice; the third failure fails the challenge', async () => {
    const { pareq, md } = await challenge();
    await openPage(pareq, md);
    const first = await answerPage({ PaReq: pareq, MD: md, password: '0000', action: 'authenticate' });
    expect(first.body).toContain('パスワードが正しくありません（あと2回入力できます）');
    expect(first.body).not.toContain('name="PaRes"');
    const second = await answerPage({ PaReq: pareq, MD: md, password: '1111', action: 'authenticate' });
    expect(second.body).toContain('あと1回');
    const third = await answerPage({ PaReq: pareq, MD: md, password: '2222', action: 'authenticate' });
    expect(third.body).toContain('本人認証を中止しました');
    expect(await complete(t.app, md, paResOf(third.body))).toMatchObject({
      result: '0',
      err_code: 'TDS_FAILED',
    });
  });

  it('refuses a PaRes it did not issue, even one that says "Y"', async () => {
    const { pareq, md } = await challenge();
    await openPage(pareq, md);
    const forged = Buffer.from(JSON.stringify({ status: 'Y', nonce: 'x' })).toString('base64url');
    expect(await complete(t.app, md, forged)).toMatchObject({ result: '0', err_code: 'TDS_FAILED' });
  });

  it('refuses completion before the customer answered the challenge', async () => {
    const { md } = await challenge();
    expect((await complete(t.app, md, 'anything')).err_code).toBe('TDS_FAILED');
  });

  it('refuses a repeated charge during the challenge, which stays open', async () => {
    const { orderNumber, pareq } = await challenge();
    const repeat = await charge(t.app, { order_number: orderNumber, token: await tokenFor(t.app) });
    expect(repeat).toMatchObject({ result: '9', err_code: 'ORDER_NUMBER_USED' });
    const [row] = await t.app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderNumber, orderNumber));
    expect(row).toMatchObject({ status: 'challenge', pareq });
  });

  it('shows an error page for an unknown or finished challenge, or a bad TermUrl', async () => {
    const unknown = await openPage('no-such-pareq', 'x');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('この本人認証は無効か、すでに完了しています');

    const { pareq, md } = await challenge();
    const badTerm = await postForm(t.app, '/sandbox-pay/tds', {
      PaReq: pareq,
      TermUrl: 'javascript:alert(1)',
      MD: md,
    });
    expect(badTerm.statusCode).toBe(400);
    expect(badTerm.body).not.toContain('javascript:');

    await openPage(pareq, md);
    await answerPage({ PaReq: pareq, MD: md, password: '1234', action: 'authenticate' });
    expect((await openPage(pareq, md)).statusCode).toBe(400);
    expect(
      (await answerPage({ PaReq: pareq, MD: md, password: '1234', action: 'authenticate' })).statusCode,
    ).toBe(400);
  });

  it('escapes what the shop posts into the page', async () => {
    const { pareq } = await challenge();
    const page = await openPage(pareq, '"><script>alert(1)</script>');
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('answers completion of an order number it does not know with result 9', async () => {
    expect(await complete(t.app, newOrderNumber(), 'x')).toMatchObject({
      result: '9',
      err_code: 'ORDER_NOT_FOUND',
    });
  });
});
