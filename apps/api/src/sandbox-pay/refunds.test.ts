import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { cardGatewayFor } from '../payments/card-gateway.ts';
import { CONTRACT, charge, newOrderNumber, postForm, requestToken, tokenFor } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function paidCharge(amount = 5000): Promise<string> {
  const orderNumber = newOrderNumber();
  const answer = await charge(t.app, {
    order_number: orderNumber,
    item_price: String(amount),
    token: await tokenFor(t.app),
  });
  expect(answer.result).toBe('1');
  return orderNumber;
}

const refund = (orderNumber: string, remaining: number) =>
  postForm(t.app, '/sandbox-pay/refunds', {
    contract_code: CONTRACT,
    order_number: orderNumber,
    item_price: String(remaining),
  });

describe('POST /sandbox-pay/refunds', () => {
  it('lowers a paid charge, and a repeat of the same refund changes nothing', async () => {
    const orderNumber = await paidCharge(5000);
    expect((await refund(orderNumber, 3000)).json()).toMatchObject({
      result: '1',
      order_number: orderNumber,
    });
    expect((await refund(orderNumber, 3000)).json()).toMatchObject({ result: '1' });
    // Keeping more than is charged now is refused: the first refund is not undone.
    expect((await refund(orderNumber, 4000)).json()).toMatchObject({
      result: '0',
      err_code: 'REFUND_REFUSED',
    });
    expect((await refund(orderNumber, 0)).json()).toMatchObject({ result: '1' });
    expect((await refund(orderNumber, 0)).json()).toMatchObject({ result: '1' });
    expect((await refund(orderNumber, 1)).json()).toMatchObject({ result: '0', err_code: 'REFUND_REFUSED' });
  });

  it('answers an unknown charge with ORDER_NOT_FOUND and bad fields with INVALID_PARAMETER', async () => {
    expect((await refund('NOPE-1', 0)).json()).toMatchObject({ result: '9', err_code: 'ORDER_NOT_FOUND' });
    expect((await refund('bad number!', 0)).json()).toMatchObject({
      result: '9',
      err_code: 'INVALID_PARAMETER',
    });
  });
});

describe('the gateway refund', () => {
  it('answers refunded, then refused for a charge it cannot lower, in staff words', async () => {
    const gateway = cardGatewayFor(t.app);
    const orderNumber = newOrderNumber();
    const token = (await requestToken(t.app, {}, t.config.cardContractCode)).tokenObject?.token ?? '';
    const paid = await gateway.charge({
      orderNumber,
      amount: 8000,
      token,
      paymentKind: '10',
      threeDSecure: false,
    });
    expect(paid.status).toBe('paid');
    expect(await gateway.refund({ orderNumber, remainingAmount: 0 })).toEqual({
      status: 'refunded',
      orderNumber,
      remainingAmount: 0,
    });
    expect(await gateway.refund({ orderNumber, remainingAmount: 100 })).toMatchObject({
      status: 'refused',
      code: 'REFUND_REFUSED',
      message: expect.stringContaining('返金を受け付けませんでした') as unknown,
    });
    expect(await gateway.refund({ orderNumber: 'NOPE-2', remainingAmount: 0 })).toMatchObject({
      status: 'refused',
      message: expect.stringContaining('見つかりません') as unknown,
    });
  });
});
