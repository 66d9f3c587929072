// The virtual-account stand-in (decision 0825): one account per contract and order number, a
// refusal in the provider's own way for a bad request, the tester's deposit page, and how much each
// kind of deposit puts in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { depositAmount } from './virtual-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const issue = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox-pay/virtual-accounts',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const request = {
  contract_code: '00000000',
  order_number: 'va-stand-in-1',
  item_price: '2530',
  due_date: '20261202',
};

describe('the virtual-account stand-in', () => {
  it('issues an account once per order number: a repeat gets the same one, another order another', async () => {
    const first = (await issue(request)).json<Record<string, string>>();
    expect(first).toMatchObject({ result: '1', order_number: 'va-stand-in-1', account_type: '普通' });
    expect(first.account_number).toMatch(/^9\d{6}$/);
    expect((await issue(request)).json<Record<string, string>>().account_number).toBe(first.account_number);
    const other = (await issue({ ...request, order_number: 'va-stand-in-2' })).json<Record<string, string>>();
    expect(other.account_number).not.toBe(first.account_number);
  });

  it('refuses a bad request with result 9 and the fields at fault', async () => {
    const answer = (await issue({ ...request, item_price: 'abc', due_date: '2026-12-02' })).json<
      Record<string, string>
    >();
    expect(answer).toMatchObject({ result: '9', err_code: 'INVALID_PARAMETER' });
    expect(answer.err_detail).toContain('item_price');
  });

  it('serves the deposit page, and answers an unknown account on it with 422', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/sandbox-pay/virtual-accounts/deposit?account=9000001',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('バーチャル口座への入金');
    expect(page.body).toContain('value="9000001"');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/virtual-accounts/deposit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account_number=1234567&kind=full',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('この口座番号の口座はありません');
  });

  it.each([
    ['full', 2530, 0, 2530],
    ['full', 2530, 1000, 1530],
    ['short', 2530, 0, 1265],
    ['over', 2530, 0, 3530],
    ['late', 2530, 0, 2530],
    ['full', 2530, 2530, 1],
  ] as const)('%s into %i with %i in puts %i', (kind, amount, deposited, expected) => {
    expect(depositAmount(kind, amount, deposited)).toBe(expected);
  });
});
